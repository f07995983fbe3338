CREATE TABLE "tracker_versions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Raises the owner's tracker version, in the writing transaction, for every row written: the old
-- owner's on update and delete, the new one's on insert and on an update that moves the row.
CREATE FUNCTION "raise_tracker_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO "tracker_versions" ("user_id", "version") VALUES (OLD."user_id", 1)
      ON CONFLICT ("user_id") DO UPDATE SET "version" = "tracker_versions"."version" + 1;
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."user_id" IS DISTINCT FROM OLD."user_id") THEN
    INSERT INTO "tracker_versions" ("user_id", "version") VALUES (NEW."user_id", 1)
      ON CONFLICT ("user_id") DO UPDATE SET "version" = "tracker_versions"."version" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "job_postings_tracker_version" AFTER INSERT OR UPDATE OR DELETE ON "job_postings" FOR EACH ROW EXECUTE FUNCTION "raise_tracker_version"();--> statement-breakpoint
CREATE TRIGGER "tracked_jobs_tracker_version" AFTER INSERT OR UPDATE OR DELETE ON "tracked_jobs" FOR EACH ROW EXECUTE FUNCTION "raise_tracker_version"();--> statement-breakpoint
CREATE TRIGGER "applications_tracker_version" AFTER INSERT OR UPDATE OR DELETE ON "applications" FOR EACH ROW EXECUTE FUNCTION "raise_tracker_version"();--> statement-breakpoint
CREATE TRIGGER "tracker_events_tracker_version" AFTER INSERT OR UPDATE OR DELETE ON "tracker_events" FOR EACH ROW EXECUTE FUNCTION "raise_tracker_version"();
