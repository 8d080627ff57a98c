-- The programme's kind (0014) replaced its type; the application's type now follows from the kind.
ALTER TABLE "programmes" DROP COLUMN "type";
