/*
 * The back-in-stock form's limit, without the schema: the form in the browser needs the number,
 * and importing it from stock-alerts.schema.ts would bring zod into the product page's scripts
 * (issue 12). The schema builds on it.
 */
export const STOCK_ALERT_EMAIL_MAX = 254;
