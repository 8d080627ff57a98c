-- A name search lists its nearest matches first: a GiST trigram index hands them out in word distance
-- order (`<<->`, a KNN scan), so "mohamed" reads its 1,001 nearest of 98,000 matches instead of ranking all.
-- Its expression gives the same text as beneficiaries_name_trgm_idx's, written another way: the planner then
-- never takes it for a filter on the name, which the GIN index answers far faster for a rare name.
-- pg_trgm comes from 0000_extensions.sql.
CREATE INDEX "beneficiaries_name_knn_idx" ON "beneficiaries" USING gist ((lower("first_name") || ' ' || lower("last_name")) gist_trgm_ops);
