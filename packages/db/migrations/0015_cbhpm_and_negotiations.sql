CREATE TABLE "cbhpm_editions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"version" integer NOT NULL,
	"procedure_count" integer DEFAULT 0 NOT NULL,
	"import_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text DEFAULT current_setting('honora.actor_id', true) NOT NULL,
	"created_by_name" text DEFAULT current_setting('honora.actor_name', true) NOT NULL,
	"created_env" text DEFAULT current_setting('honora.actor_env', true) NOT NULL,
	"created_version" text DEFAULT current_setting('honora.actor_version', true) NOT NULL,
	"updated_at" timestamp with time zone,
	"updated_by" text,
	"updated_by_name" text,
	"updated_env" text,
	"updated_by_admin" boolean,
	"updated_version" text,
	"deleted_at" timestamp with time zone,
	"deleted_by" text
);
--> statement-breakpoint
CREATE TABLE "cbhpm_procedures" (
	"edition_id" uuid NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"porte" text,
	"porte_fraction" numeric(8, 4),
	"anesthetic_porte" smallint,
	"uco" numeric(12, 4),
	"auxiliaries" smallint,
	"film" numeric(10, 4),
	"chapter" smallint,
	"description_search" text GENERATED ALWAYS AS (lower(public.honora_unaccent("cbhpm_procedures"."description"))) STORED NOT NULL,
	CONSTRAINT "cbhpm_procedures_edition_id_code_pk" PRIMARY KEY("edition_id","code")
);
--> statement-breakpoint
CREATE TABLE "cbhpm_valuations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"version" integer NOT NULL,
	"reference" text NOT NULL,
	"portes" jsonb NOT NULL,
	"uco_value" numeric(14, 2) NOT NULL,
	"film_value" numeric(14, 2),
	"import_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text DEFAULT current_setting('honora.actor_id', true) NOT NULL,
	"created_by_name" text DEFAULT current_setting('honora.actor_name', true) NOT NULL,
	"created_env" text DEFAULT current_setting('honora.actor_env', true) NOT NULL,
	"created_version" text DEFAULT current_setting('honora.actor_version', true) NOT NULL,
	"updated_at" timestamp with time zone,
	"updated_by" text,
	"updated_by_name" text,
	"updated_env" text,
	"updated_by_admin" boolean,
	"updated_version" text,
	"deleted_at" timestamp with time zone,
	"deleted_by" text
);
--> statement-breakpoint
CREATE TABLE "negotiations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"health_insurer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"cbhpm_edition_id" uuid,
	"cbhpm_valuation_id" uuid,
	"use_cbhpm" boolean DEFAULT true NOT NULL,
	"terms" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text DEFAULT current_setting('honora.actor_id', true) NOT NULL,
	"created_by_name" text DEFAULT current_setting('honora.actor_name', true) NOT NULL,
	"created_env" text DEFAULT current_setting('honora.actor_env', true) NOT NULL,
	"created_version" text DEFAULT current_setting('honora.actor_version', true) NOT NULL,
	"updated_at" timestamp with time zone,
	"updated_by" text,
	"updated_by_name" text,
	"updated_env" text,
	"updated_by_admin" boolean,
	"updated_version" text,
	"deleted_at" timestamp with time zone,
	"deleted_by" text,
	CONSTRAINT "negotiations_validity" CHECK ("negotiations"."ends_on" is null or "negotiations"."starts_on" is null or "negotiations"."ends_on" >= "negotiations"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "reference_imports" ADD COLUMN "target_name" text;--> statement-breakpoint
ALTER TABLE "reference_imports" ADD COLUMN "result_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cbhpm_procedures" ADD CONSTRAINT "cbhpm_procedures_edition_id_cbhpm_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."cbhpm_editions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiations" ADD CONSTRAINT "negotiations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiations" ADD CONSTRAINT "negotiations_health_insurer_id_health_insurers_id_fk" FOREIGN KEY ("health_insurer_id") REFERENCES "public"."health_insurers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiations" ADD CONSTRAINT "negotiations_cbhpm_edition_id_cbhpm_editions_id_fk" FOREIGN KEY ("cbhpm_edition_id") REFERENCES "public"."cbhpm_editions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiations" ADD CONSTRAINT "negotiations_cbhpm_valuation_id_cbhpm_valuations_id_fk" FOREIGN KEY ("cbhpm_valuation_id") REFERENCES "public"."cbhpm_valuations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cbhpm_editions_name_idx" ON "cbhpm_editions" USING btree ("name","version");--> statement-breakpoint
CREATE INDEX "cbhpm_procedures_search_trgm_idx" ON "cbhpm_procedures" USING gin ("description_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cbhpm_valuations_name_idx" ON "cbhpm_valuations" USING btree ("name","version");--> statement-breakpoint
CREATE INDEX "negotiations_insurer_idx" ON "negotiations" USING btree ("company_id","health_insurer_id","starts_on");