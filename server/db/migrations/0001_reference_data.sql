-- Reference data the back-office relies on in every environment (demo or production).
-- Role types 5 (buyer) and 6 (agent) are business constants of the spec (section 9).
INSERT INTO "user_role_types" ("id", "title", "can_use_back_office") VALUES
  (1, 'Administrator', true),
  (2, 'Seller', false),
  (3, 'Investor', false),
  (4, 'Property Manager', false),
  (5, 'Buyer', false),
  (6, 'Agent', false);
--> statement-breakpoint
INSERT INTO "categories" ("id", "title") VALUES
  (1, 'Office'),
  (2, 'Retail'),
  (3, 'Industrial'),
  (4, 'Hospitality'),
  (5, 'Residential'),
  (6, 'Mixed Use'),
  (7, 'Vacant Land'),
  (8, 'Healthcare');
--> statement-breakpoint
INSERT INTO "property_statuses" ("id", "title") VALUES
  (1, 'For Sale'),
  (2, 'Under Offer'),
  (3, 'Sold'),
  (4, 'Coming Soon'),
  (5, 'Withdrawn');
--> statement-breakpoint
INSERT INTO "countries" ("id", "title") VALUES
  (1, 'South Africa'),
  (2, 'Namibia'),
  (3, 'Botswana');
--> statement-breakpoint
INSERT INTO "provinces" ("id", "title", "country_id") VALUES
  (1, 'Eastern Cape', 1),
  (2, 'Free State', 1),
  (3, 'Gauteng', 1),
  (4, 'KwaZulu-Natal', 1),
  (5, 'Limpopo', 1),
  (6, 'Mpumalanga', 1),
  (7, 'Northern Cape', 1),
  (8, 'North West', 1),
  (9, 'Western Cape', 1),
  (10, 'Khomas', 2),
  (11, 'Erongo', 2),
  (12, 'South-East', 3);
--> statement-breakpoint
INSERT INTO "checklists" ("id", "name") VALUES
  (1, 'Office'),
  (2, 'Hospitality');
