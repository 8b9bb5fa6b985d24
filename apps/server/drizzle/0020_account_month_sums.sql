CREATE TABLE "account_month_sums" (
	"shop_id" integer NOT NULL,
	"month" date NOT NULL,
	"invoices" numeric(14, 2) NOT NULL,
	"credits" numeric(14, 2) NOT NULL,
	"payments" numeric(14, 2) NOT NULL,
	CONSTRAINT "account_month_sums_shop_id_month_pk" PRIMARY KEY("shop_id","month")
);
--> statement-breakpoint
ALTER TABLE "account_month_sums" ADD CONSTRAINT "account_month_sums_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every statement that writes invoices (and credit memos) or payments adds what it changed to its
-- shops' months, in its own transaction: the statements read closed months from here. Rows are
-- taken in (shop, month) order, so two writers of the same months wait for each other, never
-- deadlock.
CREATE FUNCTION "account_month_sums_documents"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "account_month_sums" AS s ("shop_id", "month", "invoices", "credits", "payments")
      SELECT "shop_id", date_trunc('month', "invoice_date")::date,
        -coalesce(sum("total") FILTER (WHERE "kind" = 'INVOICE'), 0),
        -coalesce(sum("total") FILTER (WHERE "kind" = 'CREDIT_MEMO'), 0), 0
      FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT ("shop_id", "month") DO UPDATE
        SET "invoices" = s."invoices" + excluded."invoices", "credits" = s."credits" + excluded."credits";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "account_month_sums" AS s ("shop_id", "month", "invoices", "credits", "payments")
      SELECT "shop_id", date_trunc('month', "invoice_date")::date,
        coalesce(sum("total") FILTER (WHERE "kind" = 'INVOICE'), 0),
        coalesce(sum("total") FILTER (WHERE "kind" = 'CREDIT_MEMO'), 0), 0
      FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT ("shop_id", "month") DO UPDATE
        SET "invoices" = s."invoices" + excluded."invoices", "credits" = s."credits" + excluded."credits";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "account_month_sums_payments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "account_month_sums" AS s ("shop_id", "month", "invoices", "credits", "payments")
      SELECT "shop_id", date_trunc('month', "paid_on")::date, 0, 0, -sum("amount")
      FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT ("shop_id", "month") DO UPDATE SET "payments" = s."payments" + excluded."payments";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "account_month_sums" AS s ("shop_id", "month", "invoices", "credits", "payments")
      SELECT "shop_id", date_trunc('month', "paid_on")::date, 0, 0, sum("amount")
      FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT ("shop_id", "month") DO UPDATE SET "payments" = s."payments" + excluded."payments";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "invoices_month_sums_insert" AFTER INSERT ON "invoices"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "account_month_sums_documents"();
--> statement-breakpoint
CREATE TRIGGER "invoices_month_sums_update" AFTER UPDATE ON "invoices"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "account_month_sums_documents"();
--> statement-breakpoint
CREATE TRIGGER "invoices_month_sums_delete" AFTER DELETE ON "invoices"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "account_month_sums_documents"();
--> statement-breakpoint
CREATE TRIGGER "account_payments_month_sums_insert" AFTER INSERT ON "account_payments"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "account_month_sums_payments"();
--> statement-breakpoint
CREATE TRIGGER "account_payments_month_sums_update" AFTER UPDATE ON "account_payments"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "account_month_sums_payments"();
--> statement-breakpoint
CREATE TRIGGER "account_payments_month_sums_delete" AFTER DELETE ON "account_payments"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "account_month_sums_payments"();
--> statement-breakpoint
-- What is already there.
INSERT INTO "account_month_sums" ("shop_id", "month", "invoices", "credits", "payments")
  SELECT "shop_id", "month", sum("invoices"), sum("credits"), sum("payments") FROM (
    SELECT "shop_id", date_trunc('month', "invoice_date")::date AS "month",
      CASE WHEN "kind" = 'INVOICE' THEN "total" ELSE 0 END AS "invoices",
      CASE WHEN "kind" = 'CREDIT_MEMO' THEN "total" ELSE 0 END AS "credits", 0 AS "payments"
    FROM "invoices"
    UNION ALL
    SELECT "shop_id", date_trunc('month', "paid_on")::date, 0, 0, "amount" FROM "account_payments"
  ) AS documents GROUP BY 1, 2;
