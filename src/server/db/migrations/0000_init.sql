CREATE TABLE "ai_cache" (
	"key" text PRIMARY KEY NOT NULL,
	"operation" text NOT NULL,
	"engine" text NOT NULL,
	"model" text NOT NULL,
	"ai_version" text NOT NULL,
	"value" jsonb NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"job_posting_id" text,
	"profile_id" text,
	"communication_style" text NOT NULL,
	"processing_speed" text NOT NULL,
	"resume_content" text NOT NULL,
	"cover_letter" text NOT NULL,
	"match_score" integer NOT NULL,
	"match" jsonb,
	"key_highlights" jsonb NOT NULL,
	"authentic_arguments" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_postings" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"url" text,
	"title" text NOT NULL,
	"company" text NOT NULL,
	"location" text NOT NULL,
	"data" jsonb NOT NULL,
	"authentic_insights" jsonb NOT NULL,
	"profile_id" text,
	"match_score" integer,
	"match" jsonb,
	"communication_style" text,
	"analyzed_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"badge" text NOT NULL,
	"is_seed" boolean DEFAULT false NOT NULL,
	"personal_info" jsonb NOT NULL,
	"work_experience" jsonb NOT NULL,
	"education" jsonb NOT NULL,
	"personal_experiences" jsonb NOT NULL,
	"personality_traits" jsonb NOT NULL,
	"portfolio_data" jsonb NOT NULL,
	"books" jsonb NOT NULL,
	"skills" jsonb NOT NULL,
	"current_clients" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_posts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"topic" text NOT NULL,
	"argument" text NOT NULL,
	"tone" text NOT NULL,
	"target_audience" text NOT NULL,
	"post" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"active_profile_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variations" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"position" integer NOT NULL,
	"style" text NOT NULL,
	"tone" text NOT NULL,
	"content" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_posting_id_job_postings_id_fk" FOREIGN KEY ("job_posting_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_active_profile_id_profiles_id_fk" FOREIGN KEY ("active_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variations" ADD CONSTRAINT "variations_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_cache_expires_idx" ON "ai_cache" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "ai_cache_version_idx" ON "ai_cache" USING btree ("ai_version");--> statement-breakpoint
CREATE INDEX "applications_user_date_idx" ON "applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "applications_job_idx" ON "applications" USING btree ("job_posting_id");--> statement-breakpoint
CREATE INDEX "job_postings_user_date_idx" ON "job_postings" USING btree ("user_id","analyzed_date");--> statement-breakpoint
CREATE INDEX "profiles_user_idx" ON "profiles" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "social_posts_user_date_idx" ON "social_posts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "variations_application_position_idx" ON "variations" USING btree ("application_id","position");