CREATE TABLE "regions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"states" text[] DEFAULT '{}'::text[] NOT NULL,
	"city_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"name_search" text GENERATED ALWAYS AS (lower(public.honora_unaccent("regions"."name"))) STORED NOT NULL,
	"sort_key" text GENERATED ALWAYS AS (public.honora_sort_key("regions"."name")) STORED NOT NULL,
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
	CONSTRAINT "regions_name_length" CHECK (char_length("regions"."name") between 1 and 120),
	CONSTRAINT "regions_not_empty" CHECK (cardinality("regions"."states") + cardinality("regions"."city_codes") between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "specialties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"cbo" text,
	"name_search" text GENERATED ALWAYS AS (lower(public.honora_unaccent("specialties"."name"))) STORED NOT NULL,
	"sort_key" text GENERATED ALWAYS AS (public.honora_sort_key("specialties"."name")) STORED NOT NULL,
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
	CONSTRAINT "specialties_name_length" CHECK (char_length("specialties"."name") between 1 and 120),
	CONSTRAINT "specialties_cbo_format" CHECK ("specialties"."cbo" is null or "specialties"."cbo" ~ '^[0-9]{6}$')
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "specialty_id" uuid;--> statement-breakpoint
ALTER TABLE "surgeons" ADD COLUMN "specialty_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "regions_name_key" ON "regions" USING btree ("name_search") WHERE "regions"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "specialties_name_key" ON "specialties" USING btree ("name_search") WHERE "specialties"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_specialty_id_specialties_id_fk" FOREIGN KEY ("specialty_id") REFERENCES "public"."specialties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surgeons" ADD CONSTRAINT "surgeons_specialty_id_specialties_id_fk" FOREIGN KEY ("specialty_id") REFERENCES "public"."specialties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Platform-level tables (no company_id, decision 063): like help_categories they get no row-level security.
CREATE TRIGGER specialties_record_meta BEFORE INSERT OR UPDATE ON specialties FOR EACH ROW EXECUTE FUNCTION honora_record_meta();--> statement-breakpoint
CREATE TRIGGER specialties_change_log AFTER INSERT OR UPDATE ON specialties FOR EACH ROW EXECUTE FUNCTION honora_change_log();--> statement-breakpoint
CREATE TRIGGER regions_record_meta BEFORE INSERT OR UPDATE ON regions FOR EACH ROW EXECUTE FUNCTION honora_record_meta();--> statement-breakpoint
CREATE TRIGGER regions_change_log AFTER INSERT OR UPDATE ON regions FOR EACH ROW EXECUTE FUNCTION honora_change_log();--> statement-breakpoint
-- The data steps below write through the record-meta trigger, which needs an actor: the migration is one (cleared at the end).
SELECT set_config('honora.actor_id', 'migration-0067', true), set_config('honora.actor_name', 'Migração 0067', true), set_config('honora.actor_env', 'migration', true);--> statement-breakpoint
-- The specialties recognised by the CFM (Resolução CFM 2.330/2023), with the CBO 2002 code where one exists (decision 063).
INSERT INTO specialties (name, cbo) VALUES
  ('Acupuntura', '225105'), ('Alergia e Imunologia', '225110'), ('Anestesiologia', '225151'),
  ('Angiologia', '225115'), ('Cardiologia', '225120'), ('Cirurgia Cardiovascular', '225210'),
  ('Cirurgia da Mão', '225295'), ('Cirurgia de Cabeça e Pescoço', '225215'),
  ('Cirurgia do Aparelho Digestivo', '225220'), ('Cirurgia Geral', '225225'), ('Cirurgia Oncológica', '225290'),
  ('Cirurgia Pediátrica', '225230'), ('Cirurgia Plástica', '225235'), ('Cirurgia Torácica', '225240'),
  ('Cirurgia Vascular', '225203'), ('Clínica Médica', '225125'), ('Coloproctologia', '225280'),
  ('Dermatologia', '225135'), ('Endocrinologia e Metabologia', '225155'), ('Endoscopia', '225310'),
  ('Gastroenterologia', '225165'), ('Genética Médica', '225175'), ('Geriatria', '225180'),
  ('Ginecologia e Obstetrícia', '225250'), ('Hematologia e Hemoterapia', '225185'), ('Homeopatia', '225195'),
  ('Infectologia', '225103'), ('Mastologia', '225255'), ('Medicina de Emergência', NULL),
  ('Medicina de Família e Comunidade', '225130'), ('Medicina do Trabalho', '225140'),
  ('Medicina de Tráfego', '225145'), ('Medicina Esportiva', NULL), ('Medicina Física e Reabilitação', '225160'),
  ('Medicina Intensiva', '225150'), ('Medicina Legal e Perícia Médica', '225106'),
  ('Medicina Nuclear', '225315'), ('Medicina Preventiva e Social', '225139'), ('Nefrologia', '225109'),
  ('Neurocirurgia', '225260'), ('Neurologia', '225112'), ('Nutrologia', '225118'), ('Oftalmologia', '225265'),
  ('Oncologia Clínica', '225121'), ('Ortopedia e Traumatologia', '225270'), ('Otorrinolaringologia', '225275'),
  ('Patologia', '225325'), ('Patologia Clínica/Medicina Laboratorial', '225335'), ('Pediatria', '225124'),
  ('Pneumologia', '225127'), ('Psiquiatria', '225133'), ('Radiologia e Diagnóstico por Imagem', '225320'),
  ('Radioterapia', '225330'), ('Reumatologia', '225136'), ('Urologia', '225285');--> statement-breakpoint
-- The free-text specialties of surgeons and anesthetists become registry rows (decision 063): trimmed, compared
-- without case or accents; a value the registry lacks becomes a row of its own (a spelling not all in capitals first).
INSERT INTO specialties (name)
SELECT DISTINCT ON (lower(public.honora_unaccent(v.name))) v.name
FROM (
  SELECT btrim(specialty) AS name FROM surgeons WHERE btrim(coalesce(specialty, '')) <> ''
  UNION
  SELECT btrim(specialty) FROM users WHERE btrim(coalesce(specialty, '')) <> ''
) v
WHERE char_length(v.name) <= 120
  AND NOT EXISTS (
    SELECT 1 FROM specialties s WHERE s.deleted_at IS NULL AND s.name_search = lower(public.honora_unaccent(v.name))
  )
ORDER BY lower(public.honora_unaccent(v.name)), (v.name <> upper(v.name)) DESC, v.name COLLATE "C";--> statement-breakpoint
UPDATE surgeons t SET specialty_id = s.id
FROM specialties s
WHERE s.deleted_at IS NULL AND btrim(coalesce(t.specialty, '')) <> ''
  AND s.name_search = lower(public.honora_unaccent(btrim(t.specialty)));--> statement-breakpoint
UPDATE users t SET specialty_id = s.id
FROM specialties s
WHERE s.deleted_at IS NULL AND btrim(coalesce(t.specialty, '')) <> ''
  AND s.name_search = lower(public.honora_unaccent(btrim(t.specialty)));--> statement-breakpoint
SELECT set_config('honora.actor_id', '', true), set_config('honora.actor_name', '', true), set_config('honora.actor_env', '', true);
