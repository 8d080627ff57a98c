-- Partner organisations become records. The spec's five partners are created with their badge colours
-- (UNHCR the lead agency), and any other partner a project already names is created with a grey badge, so
-- every project keeps its partner. Staff who exist today keep what they see today: they join the lead
-- agency with the whole registry, until an admin gives them their organisation and places.
CREATE TABLE "organisations" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"colour" text DEFAULT 'slate' NOT NULL,
	"contact_email" text,
	"contact_phone" text,
	"data_sharing_agreement_on" date,
	"lead_agency" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_places" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"camp" text NOT NULL,
	"area" text,
	"block" text,
	CONSTRAINT "staff_places_user_place_key" UNIQUE NULLS NOT DISTINCT("user_id","camp","area","block")
);
--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "organisation" text;--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "whole_registry" boolean DEFAULT false NOT NULL;--> statement-breakpoint
INSERT INTO "organisations" ("code", "name", "colour", "lead_agency") VALUES
	('UNHCR', 'UNHCR, the UN Refugee Agency', 'teal', true),
	('WFP', 'World Food Programme', 'blue', false),
	('IRC', 'International Rescue Committee', 'amber', false),
	('DRC', 'Danish Refugee Council', 'red', false),
	('NRC', 'Norwegian Refugee Council', 'orange', false);--> statement-breakpoint
INSERT INTO "organisations" ("code", "name")
	SELECT DISTINCT "partner", "partner" FROM "projects" WHERE "partner" NOT IN (SELECT "code" FROM "organisations");--> statement-breakpoint
UPDATE "staff_members" SET "organisation" = 'UNHCR', "whole_registry" = true;--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "organisation" text DEFAULT 'UNHCR' NOT NULL;--> statement-breakpoint
ALTER TABLE "programmes" ALTER COLUMN "organisation" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "staff_places" ADD CONSTRAINT "staff_places_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_places_user_idx" ON "staff_places" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_organisation_organisations_code_fk" FOREIGN KEY ("organisation") REFERENCES "public"."organisations"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "programmes" ADD CONSTRAINT "programmes_organisation_organisations_code_fk" FOREIGN KEY ("organisation") REFERENCES "public"."organisations"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_partner_organisations_code_fk" FOREIGN KEY ("partner") REFERENCES "public"."organisations"("code") ON DELETE no action ON UPDATE cascade;