-- The practice-area products and their pricing (packages/shared/src/products.ts; a test keeps both equal).
INSERT INTO "products" ("app_id", "title", "icon", "accent_color", "link", "coming_soon") VALUES
  (1, 'Federal Criminal', 'gavel', '#1d4ed8', 'https://defense.paralex.ai', false),
  (2, 'Civil Litigation', 'scale', '#047857', 'https://litigation.paralex.ai', false),
  (3, 'Bankruptcy', 'landmark', '#b45309', 'https://bankruptcy.paralex.ai', false),
  (4, 'Start-ups', 'rocket', '#7c3aed', 'https://startups.paralex.ai', false),
  (5, 'In-House Counsel', 'briefcase-business', '#be123c', NULL, true),
  (6, 'Intellectual Property', 'lightbulb', '#0e7490', NULL, true),
  (7, 'Contracts', 'file-pen-line', '#4d7c0f', NULL, true);
--> statement-breakpoint
INSERT INTO "pricing_strategies" ("pricing_strategy_id", "app_id", "strategy_type", "stripe_lookup") VALUES
  ('ps_federal_criminal', 1, 'per_user', 'federal_criminal_'),
  ('ps_civil_litigation', 2, 'per_user', 'civil_litigation_'),
  ('ps_bankruptcy', 3, 'per_user', 'bankruptcy_'),
  ('ps_startups', 4, 'per_user', 'startups_');
--> statement-breakpoint
INSERT INTO "pricing_tiers" ("pricing_strategy_id", "tier", "position", "cost_per_user_cents", "features") VALUES
  ('ps_federal_criminal', 'Basic', 1, 4900, '["Motion and brief drafting","Chatbot for questions about your case","Hallucination detection on every draft"]'::jsonb),
  ('ps_federal_criminal', 'Professional', 2, 9900, '["Everything in Basic","Response-motion recommendations","Document management for your cases","Docket sync with email alerts"]'::jsonb),
  ('ps_federal_criminal', 'Enterprise', 3, 19900, '["Everything in Professional","A web dashboard for your whole defense team","Role-based access and audit logging","Priority support"]'::jsonb),
  ('ps_civil_litigation', 'Basic', 1, 5900, '["Case posture analysis","Motion and brief drafting","Research with validated citations"]'::jsonb),
  ('ps_civil_litigation', 'Professional', 2, 12900, '["Everything in Basic","Discovery analysis","Chatbot for questions about your case","Error and hallucination detection"]'::jsonb),
  ('ps_civil_litigation', 'Enterprise', 3, 24900, '["Everything in Professional","Predictive adversarial briefs","Role-based access and audit logging","Priority support"]'::jsonb),
  ('ps_bankruptcy', 'Basic', 1, 3900, '["Document generation","Debt assessment"]'::jsonb),
  ('ps_bankruptcy', 'Professional', 2, 8900, '["Everything in Basic","Chapter 7 filing preparation","Compliance checks","E-signature"]'::jsonb),
  ('ps_bankruptcy', 'Enterprise', 3, 17900, '["Everything in Professional","Workspaces for individuals, attorneys and businesses","Role-based access and audit logging","Priority support"]'::jsonb),
  ('ps_startups', 'Basic', 1, 2900, '["SAFE agreement drafting","E-signature"]'::jsonb),
  ('ps_startups', 'Professional', 2, 7900, '["Everything in Basic","Cap table management","Equity distribution","Team collaboration"]'::jsonb),
  ('ps_startups', 'Enterprise', 3, 15900, '["Everything in Professional","Role-based access and audit logging","Priority support"]'::jsonb);
