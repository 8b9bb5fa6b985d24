CREATE TABLE "customer_search_changes" (
	"shop_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "customer_search_changes_shop_id_customer_id_pk" PRIMARY KEY("shop_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "customer_search_versions" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "customer_search_changes_shop_version_idx" ON "customer_search_changes" USING btree ("shop_id","version");--> statement-breakpoint
-- Every statement that writes customers or their search terms bumps its shops' versions and
-- marks the customers it touched with the new version (in-memory search indexes catch up from
-- there). The versions row stays locked until the commit: one shop's writes are in order.
CREATE FUNCTION "customer_search_note"("shop" integer, "ids" integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  INSERT INTO "customer_search_versions" AS v ("shop_id", "version") VALUES ("shop", 1)
    ON CONFLICT ("shop_id") DO UPDATE SET "version" = v."version" + 1
    RETURNING v."version" INTO next_version;
  INSERT INTO "customer_search_changes" AS c ("shop_id", "customer_id", "version")
    SELECT "shop", changed, next_version FROM unnest("ids") AS changed
    ON CONFLICT ("shop_id", "customer_id") DO UPDATE SET "version" = excluded."version";
END $$;
--> statement-breakpoint
CREATE FUNCTION "customer_search_customers_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  IF TG_OP = 'DELETE' THEN
    FOR changed IN SELECT "shop_id", array_agg(DISTINCT "id") AS ids FROM old_rows GROUP BY "shop_id" ORDER BY "shop_id" LOOP
      PERFORM "customer_search_note"(changed."shop_id", changed.ids);
    END LOOP;
  ELSE
    FOR changed IN SELECT "shop_id", array_agg(DISTINCT "id") AS ids FROM new_rows GROUP BY "shop_id" ORDER BY "shop_id" LOOP
      PERFORM "customer_search_note"(changed."shop_id", changed.ids);
    END LOOP;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "customer_search_terms_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  IF TG_OP = 'DELETE' THEN
    FOR changed IN SELECT "shop_id", array_agg(DISTINCT "customer_id") AS ids FROM old_rows GROUP BY "shop_id" ORDER BY "shop_id" LOOP
      PERFORM "customer_search_note"(changed."shop_id", changed.ids);
    END LOOP;
  ELSE
    FOR changed IN SELECT "shop_id", array_agg(DISTINCT "customer_id") AS ids FROM new_rows GROUP BY "shop_id" ORDER BY "shop_id" LOOP
      PERFORM "customer_search_note"(changed."shop_id", changed.ids);
    END LOOP;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "customers_search_insert" AFTER INSERT ON "customers" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "customer_search_customers_changed"();
--> statement-breakpoint
CREATE TRIGGER "customers_search_update" AFTER UPDATE ON "customers" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "customer_search_customers_changed"();
--> statement-breakpoint
CREATE TRIGGER "customers_search_delete" AFTER DELETE ON "customers" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "customer_search_customers_changed"();
--> statement-breakpoint
CREATE TRIGGER "customer_search_terms_insert" AFTER INSERT ON "customer_search_terms" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "customer_search_terms_changed"();
--> statement-breakpoint
CREATE TRIGGER "customer_search_terms_update" AFTER UPDATE ON "customer_search_terms" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "customer_search_terms_changed"();
--> statement-breakpoint
CREATE TRIGGER "customer_search_terms_delete" AFTER DELETE ON "customer_search_terms" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "customer_search_terms_changed"();
