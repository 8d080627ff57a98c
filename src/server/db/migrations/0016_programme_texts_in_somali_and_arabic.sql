-- The three reference programmes in Somali and Arabic, now that both are shipped. A text staff already wrote
-- in either language is kept.
UPDATE "programmes" SET "content" = "content" || '{"so": {"name": "Lacag Caawimaad Degdeg ah", "description": "Taageero lacageed oo bil kasta ah oo loogu talagalay qoysaska nugul si ay u daboolaan baahiyahooda aasaasiga ah.", "amount": "KES 5,000 bishiiba", "duration": "6 bilood", "eligibility": ["Dakhliga qoyska oo ka hooseeya KES 10,000", "Aqoonsi sax ah", "Caddeyn degaan"]}}'::jsonb
WHERE "id" = 'cash-transfer' AND NOT ("content" ? 'so');--> statement-breakpoint
UPDATE "programmes" SET "content" = "content" || '{"ar": {"name": "تحويل نقدي طارئ", "description": "دعم نقدي شهري للأسر الضعيفة لتلبية احتياجاتها الأساسية.", "amount": "5,000 شلن كيني شهريًا", "duration": "6 أشهر", "eligibility": ["دخل الأسرة أقل من 10,000 شلن كيني", "هوية سارية", "إثبات السكن"]}}'::jsonb
WHERE "id" = 'cash-transfer' AND NOT ("content" ? 'ar');--> statement-breakpoint
UPDATE "programmes" SET "content" = "content" || '{"so": {"name": "Barnaamijka Horumarinta Xirfadaha", "description": "Tababar xirfadeed oo leh gunno bille ah, si uu kaaga caawiyo inaad shaqo hesho ama ganacsi bilowdo.", "amount": "Tababar bilaash ah + gunno KES 2,000 ah", "duration": "3-6 bilood", "eligibility": ["Da''da 18-35", "Akhris iyo qoris aasaasi ah", "Ka go''naansho dhammaystirka barnaamijka"]}}'::jsonb
WHERE "id" = 'skills-training' AND NOT ("content" ? 'so');--> statement-breakpoint
UPDATE "programmes" SET "content" = "content" || '{"ar": {"name": "برنامج تنمية المهارات", "description": "تدريب مهني مع منحة شهرية، لمساعدتك على إيجاد عمل أو بدء مشروع.", "amount": "تدريب مجاني + منحة 2,000 شلن كيني", "duration": "3-6 أشهر", "eligibility": ["العمر 18-35", "القراءة والكتابة الأساسية", "الالتزام بإكمال البرنامج"]}}'::jsonb
WHERE "id" = 'skills-training' AND NOT ("content" ? 'ar');--> statement-breakpoint
UPDATE "programmes" SET "content" = "content" || '{"so": {"name": "Deeqda Ganacsiga Yar", "description": "Deeq hal mar ah oo lagu bilaabo ama lagu koriyo ganacsi yar.", "amount": "Ilaa KES 50,000", "duration": "Hal mar", "eligibility": ["Qorshe ganacsi ayaa loo baahan yahay", "Khibrad ganacsi oo hore ayaa la door bidaa", "Dammaanad ama dammiin"]}}'::jsonb
WHERE "id" = 'business-grant' AND NOT ("content" ? 'so');--> statement-breakpoint
UPDATE "programmes" SET "content" = "content" || '{"ar": {"name": "منحة المشاريع الصغيرة", "description": "منحة لمرة واحدة لبدء مشروع صغير أو توسيعه.", "amount": "حتى 50,000 شلن كيني", "duration": "مرة واحدة", "eligibility": ["خطة عمل مطلوبة", "يفضل وجود خبرة سابقة في الأعمال", "ضمان أو كفيل"]}}'::jsonb
WHERE "id" = 'business-grant' AND NOT ("content" ? 'ar');
