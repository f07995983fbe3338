CREATE TABLE "tracked_jobs" (
	"job_posting_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"stage" text DEFAULT 'saved' NOT NULL,
	"stage_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	"next_action_at" timestamp with time zone,
	"notes" text DEFAULT '' NOT NULL,
	"sent_application_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracker_events" (
	"id" text PRIMARY KEY NOT NULL,
	"job_posting_id" text NOT NULL,
	"user_id" text NOT NULL,
	"stage" text NOT NULL,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "document" jsonb;--> statement-breakpoint
ALTER TABLE "tracked_jobs" ADD CONSTRAINT "tracked_jobs_job_posting_id_job_postings_id_fk" FOREIGN KEY ("job_posting_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_jobs" ADD CONSTRAINT "tracked_jobs_sent_application_id_applications_id_fk" FOREIGN KEY ("sent_application_id") REFERENCES "public"."applications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_events" ADD CONSTRAINT "tracker_events_job_posting_id_tracked_jobs_job_posting_id_fk" FOREIGN KEY ("job_posting_id") REFERENCES "public"."tracked_jobs"("job_posting_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tracked_jobs_user_activity_idx" ON "tracked_jobs" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "tracker_events_job_at_idx" ON "tracker_events" USING btree ("job_posting_id","at");