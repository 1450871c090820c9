CREATE TABLE "page_view_days" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "page_view_days_day_dimension_value_pk" PRIMARY KEY("day","dimension","value"),
	CONSTRAINT "page_view_days_dimension" CHECK ("page_view_days"."dimension" in ('path', 'source', 'lang')),
	CONSTRAINT "page_view_days_views" CHECK ("page_view_days"."views" > 0)
);
