import type { ProductId, ProductTexts } from '@platform/shared';

/**
 * The demo products' visitor texts in English (sample content, like the Norwegian ones): seeded as each product's
 * 'en' translation. A text left out here shows the Norwegian one.
 */
export const DEMO_PRODUCT_TRANSLATIONS: Record<ProductId, Partial<ProductTexts>> = {
  property: {
    description: 'Valuations, price trends and market insight for Norwegian homes, all in one place.',
    short_description: 'Property values and market insight for the whole of Norway.',
    overview_description:
      'Eiendomsanalyse brings together sales data, Land Registry records and area statistics for more than 2.5 million Norwegian properties. You get a valuation that lands within 5% of the sale price in 92% of cases, price trends for every area and reports you can share with your bank or estate agent. The model weighs more than 50 factors, from year of construction and energy rating to the distance to schools and public transport.',
    key_features: ['Automated valuation', 'Price trends by area', 'Comparable sales', 'Rental yield', 'PDF reports'],
    landing_hero_title: 'Know what your home is worth before anyone else',
    landing_hero_subtitle: 'Valuations, price trends and market insight for more than 2.5 million Norwegian properties.',
    landing_features: [
      { title: 'Automated valuation', description: 'A price estimate with an uncertainty range, calculated from more than 50 factors.' },
      { title: 'Price trends by area', description: 'Follow the price per square metre in your town, district and neighbourhood month by month.' },
      { title: 'Comparable sales', description: 'See what similar homes nearby actually sold for.' },
      { title: 'Rental yield', description: 'Expected rent and yield, with financing costs at the current interest rate of 4.75%.' },
    ],
    landing_benefits_items: [
      'Accurate: 92% of valuations are within 5% of the actual sale price.',
      'Nationwide: Data for all 357 municipalities, updated every week.',
      'Ready for the bank: Share the report as a PDF or a link with your bank, estate agent or surveyor.',
    ],
    landing_testimonials: [
      {
        quote: 'We use the valuation as our starting point on every single instruction. It saves us hours every week.',
        author: 'Estate agent',
        role: 'Estate agency in Oslo',
      },
      { quote: 'At last we could compare three flats on an equal footing before the bidding started.', author: 'First-time buyer', role: 'Bergen' },
    ],
    meta_title: 'Eiendomsanalyse – property valuations and prices in Norway',
    meta_description: 'Valuations, price trends and comparable sales for Norwegian homes. Try it free for 30 days.',
    meta_keywords: 'property valuation, house prices, property, price trends, rental',
  },
  auto: {
    description: 'Search the used car market and see price levels and vehicle history in Norway.',
    short_description: 'Used car prices and vehicle history.',
    overview_description:
      'Kjøretøydata gives you an overview of the used car market across Norway. Search listings by make, model, model year and mileage, see what comparable cars actually sell for in your region, and check the ownership history, EU roadworthiness tests and recorded mileage before you buy.',
    key_features: ['Used car listing search', 'Price levels by region', 'Ownership and roadworthiness test history', 'Mileage check', 'Price alerts'],
    landing_hero_title: 'Buy and sell cars with the numbers on your side',
    landing_hero_subtitle: 'Market prices, listing search and vehicle history for the Norwegian used car market.',
    landing_features: [
      { title: 'Listing search', description: 'Search across listings by make, model, year, fuel type and gearbox.' },
      { title: 'The right price', description: 'See the price range for the same model and mileage in your county.' },
      { title: 'History', description: 'Changes of ownership, EU roadworthiness tests and recorded mileage on a single page.' },
      { title: 'Price alerts', description: 'Get notified when a car matching your search comes up.' },
    ],
    landing_benefits_items: [
      "Avoid costly surprises: Check the car's past before you pay.",
      'Sell at the right price: The suggested price is based on actual sales, not guesswork.',
      'Nationwide: Market depth and prices for every county.',
    ],
    landing_testimonials: [
      {
        quote: 'The history report revealed that the mileage had been clocked. It paid for itself many times over.',
        author: 'Used car buyer',
        role: 'Trondheim',
      },
      { quote: 'We value part-exchange cars faster and more accurately than before.', author: 'Car dealer', role: 'Stavanger' },
    ],
    meta_title: 'Kjøretøydata – used car prices and vehicle history',
    meta_description: "Search the used car market, see the right price and check the car's history before you buy.",
    meta_keywords: 'used cars, car prices, EU roadworthiness test, vehicle history, vehicles',
  },
  portfolio: {
    description: 'Track your portfolio and get rebalancing suggestions with low costs and tax in mind.',
    short_description: 'Portfolio overview and rebalancing.',
    overview_description:
      'Min Portefølje shows all your holdings in Norwegian kroner, deviations from your target allocation and your risk profile over time. The rebalancing planner suggests trades that bring the portfolio back within its tolerance bands with as few transactions as possible, taking brokerage fees and share savings accounts into account.',
    key_features: [
      'One overview in NOK',
      'Target allocation and tolerance bands',
      'Rebalancing suggestions',
      'Cost- and tax-aware',
      'Historical performance',
    ],
    landing_hero_title: 'Keep your portfolio on course',
    landing_hero_subtitle: 'See deviations from your target allocation and get concrete rebalancing suggestions.',
    landing_features: [
      { title: 'One overview', description: 'Shares, funds and cash from all your accounts, in Norwegian kroner.' },
      { title: 'Tolerance bands', description: 'Choose how far each position may drift before you should trade.' },
      { title: 'Rebalancing', description: 'Suggested trades with a fixed brokerage fee of NOK 29 per trade factored in.' },
      { title: 'Tax-aware', description: 'Take share savings accounts and gains into account before you sell.' },
    ],
    landing_benefits_items: [
      'Less risk: Your portfolio stays close to the risk profile you have chosen.',
      'Lower costs: Fewer, larger trades instead of many small ones.',
      'A clearer picture: See all your wealth in one place, updated daily.',
    ],
    landing_testimonials: [{ quote: 'I now rebalance twice a year instead of never.', author: 'Private investor', role: 'Drammen' }],
    meta_title: 'Min Portefølje – overview and rebalancing',
    meta_description: 'Track your portfolio and get rebalancing suggestions with low costs. Try it free for 30 days.',
    meta_keywords: 'portfolio, rebalancing, share savings account, funds, investing',
  },
  data: {
    description: 'Data sources, quality checks and monitoring of the data flows that power the platform.',
    short_description: 'Data sources and monitoring.',
    overview_description:
      'Data & Supervisor gives an overview of every data source the platform uses: public registers, listings and statistics. You can see when each source was last updated and how many records came in, and you are alerted when a source fails or delivers anomalous data.',
    key_features: ['Data source overview', 'Quality checks', 'Anomaly alerts', 'Update log', 'CSV export'],
    landing_hero_title: 'Trust your data',
    landing_hero_subtitle: 'Monitor your data sources, catch anomalies early and document where the figures come from.',
    landing_features: [
      { title: 'Source overview', description: 'Every data source with its owner, frequency and latest update.' },
      { title: 'Quality checks', description: 'Automatic checks of volumes, missing fields and unexpected values.' },
      { title: 'Alerts', description: 'An email when a source stalls or delivers anomalous data.' },
      { title: 'Traceability', description: 'See which source and which run every figure comes from.' },
    ],
    landing_benefits_items: [
      'Fewer errors in reports: Anomalies are stopped before they reach customers.',
      'Faster troubleshooting: The log shows exactly when and where something changed.',
      'Documentation: Document the underlying data for auditors and partners.',
    ],
    landing_testimonials: [
      { quote: 'We spot errors in deliveries the same day instead of the following week.', author: 'Data analyst', role: 'Consultancy' },
    ],
    meta_title: 'Data & Supervisor – data source monitoring',
    meta_description: 'Overview, quality checks and alerts for your data sources.',
    meta_keywords: 'data quality, monitoring, data sources, alerts',
  },
  'api-platform': {
    description: "The platform's data and models as an API: property, vehicles and statistics for your own systems.",
    short_description: 'Data and models as an API.',
    overview_description:
      "API Platform gives developers access to the platform's data and models through a documented REST API. Pull valuations, vehicle details and area statistics straight into your own systems. The standard plans allow 1000 requests per hour; enterprise agreements have no limit.",
    key_features: ['REST API with keys', 'Valuations as an API', 'Vehicle lookups', 'Area statistics', '1000 requests per hour'],
    landing_hero_title: 'Build on Norwegian data',
    landing_hero_subtitle: 'Valuations, vehicle details and statistics through a single API.',
    landing_features: [
      { title: 'API keys', description: 'Create and revoke keys yourself, one per system.' },
      { title: 'Documentation', description: 'Examples for every endpoint and a sandbox to try things out in.' },
      { title: 'Predictable limits', description: '1000 requests per hour on the standard plans, unlimited for businesses.' },
      { title: 'Usage overview', description: 'See usage per key and per endpoint.' },
    ],
    landing_benefits_items: [
      'Faster development: No separate integrations with each register.',
      'The same figures everywhere: The app, the website and the reports all use the same models.',
      'Scales with you: From prototype to enterprise agreement without switching APIs.',
    ],
    landing_testimonials: [{ quote: 'We had valuations in our own app in a single afternoon.', author: 'Developer', role: 'Proptech company' }],
    meta_title: 'API Platform – property and vehicle data as an API',
    meta_description: 'Get valuations, vehicle details and statistics through a documented REST API.',
    meta_keywords: 'API, property data, vehicle data, REST, developer',
  },
  models: {
    description: 'Pricing models and forecasts: see how the models work and test them on your own data.',
    short_description: 'Pricing models and forecasts.',
    overview_description:
      "Data & Modeller shows the models behind the platform's valuations and forecasts: which factors matter most, how accurate they are in each area and how they have evolved. Upload your own data and see what the models make of it, or compare forecasts for different scenarios.",
    key_features: ['Explained pricing models', 'Accuracy by area', 'Scenario analysis', 'Test on your own data', 'Version history'],
    landing_hero_title: 'Look inside the models',
    landing_hero_subtitle: 'Understand what drives prices, and test the forecasts on your own data.',
    landing_features: [
      { title: 'Explanations', description: 'See which factors push each valuation up or down.' },
      { title: 'Accuracy', description: 'The gap between model and actual sale, by area and over time.' },
      { title: 'Scenarios', description: 'What happens to prices if interest rates rise by one percentage point?' },
      { title: 'Your own data', description: 'Upload a CSV file and get valuations for every row.' },
    ],
    landing_benefits_items: [
      'Transparency: No black box: every valuation can be explained.',
      'Better decisions: See the uncertainty, not just a single figure.',
      'Track progress: Every model version is documented and can be compared.',
    ],
    landing_testimonials: [{ quote: 'The explanations make it easy to justify the price to the client.', author: 'Surveyor', role: 'Kristiansand' }],
    meta_title: 'Data & Modeller – pricing models and forecasts',
    meta_description: 'Explained pricing models, accuracy by area and scenario analysis for the Norwegian market.',
    meta_keywords: 'pricing model, forecast, machine learning, scenario, property',
  },
};
