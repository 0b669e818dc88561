ALTER TABLE "statements" ADD COLUMN "columns" jsonb;--> statement-breakpoint
ALTER TABLE "statements" ADD COLUMN "warnings" jsonb DEFAULT '[]'::jsonb NOT NULL;