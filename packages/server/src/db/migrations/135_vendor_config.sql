-- Vendor config (issue 17, catalog): one per business. The orders and check-in/out parts fire these webhooks
-- (through the webhook delivery and the outbound guard); remark_business_id names the business that receives the
-- remarks. Every URL is http(s) and was checked by the outbound guard on save.
create table vendor_configs (
  business_id bigint primary key references businesses (id) on delete cascade,
  remark_business_id bigint,
  checkin_webhook text,
  checkout_webhook text,
  check_serial_no_webhook text,
  updated_ts bigint not null
);
