DROP INDEX "import_rows_pending_idx";--> statement-breakpoint
DROP INDEX "import_rows_imported_key_idx";--> statement-breakpoint
DROP INDEX "import_rows_import_key_idx";--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "committed_through_row" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Files already being imported keep their place: the mark stops before the first row not yet imported
-- (a row above it that was imported is skipped again by its key), or at the last row when all are in.
UPDATE "imports" i SET "committed_through_row" = coalesce(
  (SELECT min(r."row_number") - 1 FROM "import_rows" r WHERE r."import_id" = i."id" AND NOT r."imported"),
  (SELECT max(r."row_number") FROM "import_rows" r WHERE r."import_id" = i."id"),
  0);--> statement-breakpoint
CREATE UNIQUE INDEX "import_rows_key_import_idx" ON "import_rows" USING btree ("record_key","import_id");--> statement-breakpoint
ALTER TABLE "import_rows" DROP COLUMN "imported";