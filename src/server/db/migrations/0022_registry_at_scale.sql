CREATE INDEX "beneficiaries_name_order_idx" ON "beneficiaries" USING btree (lower("last_name"),lower("first_name"),"id" DESC NULLS FIRST);
