/** A plumber's drafts for a cost keyword (issue 47): graded without sources, the thin one low, neither 100. */
export const COST_KEYWORD = 'how much does a boiler service cost in Manchester';

/** 150 words, one section, no price: what the plumber pasted. */
export const thinCostDraft = `# Boiler service cost in Manchester

Getting your boiler serviced every year keeps it safe and efficient. At Northern Heat we service gas boilers across Manchester, from Stockport to Salford. Our Gas Safe engineers check the burner, the flue, the seals and the pressure, and we clean the parts that need it.

A yearly service can catch small faults before they become expensive breakdowns. It also keeps your manufacturer's warranty valid, which most warranties require. Many landlords also need a gas safety certificate each year, and we can do both in one visit.

We arrive on time, explain what we find in plain words, and leave your home tidy. Most services take about an hour, and we service older boilers too. Call us today to book a boiler service at a time that suits you, including early mornings and Saturdays, when most people are at home and the roads are quiet.`;

const section = (heading: string, sentences: readonly string[]) => `## ${heading}\n\n${sentences.join(' ')}`;

/** About 800 words in seven sections, with prices, a list and a close: as good as a draft gets alone. */
export const fullCostDraft = [
  '# How much does a boiler service cost in Manchester?',
  'A boiler service in Manchester costs £70 to £110 for most gas boilers, and a little more for an older or larger system. This guide explains what you pay for, what changes the price, and how to keep the cost down without cutting corners on safety. Every figure below comes from the jobs our engineers did across Greater Manchester this year.',
  section('How much does a boiler service cost in Manchester?', [
    'A standard annual service for a gas combi boiler costs £70 to £90.',
    'A system or regular boiler with a hot water cylinder costs £85 to £110, because there is more to check.',
    'A service with a landlord gas safety certificate costs about £120 for one appliance, and £15 for each extra appliance.',
    'Oil boilers cost more, usually £120 to £150, because the burner needs more cleaning and new parts such as the nozzle and filter.',
    'These prices include the engineer’s time, the flue gas analysis and a written report.',
  ]),
  section('What affects the price of a boiler service?', [
    'Several things change what you pay, and a good engineer explains each of them before starting.',
    'The type of boiler matters most: combi boilers are the quickest to service, while system and regular boilers take longer.',
    'The age of the boiler matters too, because older boilers often need seals, gaskets or electrodes replaced.',
    'Access changes the time needed, for example a boiler in a loft or a tight cupboard.',
    'Finally, the day and time can matter: evening and weekend appointments sometimes cost £10 to £20 more.',
  ]),
  section('What is included in a boiler service?', [
    'A full service follows the manufacturer’s checklist and takes about an hour. The engineer will:',
    '\n\n- check the gas pressure and the flow rate\n- test the flue and the air supply for safe combustion\n- clean the burner, the heat exchanger and the condensate trap\n- check the seals, the electrics and the safety devices\n- analyse the flue gases and record the readings\n\n',
    'You get a service record for your warranty and advice on any repairs the boiler may need soon.',
  ]),
  section('How can you save money on a boiler service?', [
    'You can save money in several simple ways without lowering the quality of the work.',
    'Book in spring or summer, when engineers are less busy and often offer lower prices.',
    'Ask about a yearly service plan, which spreads the cost and usually includes a discount on repairs.',
    'If you are a landlord, combine the service with the gas safety certificate in one visit.',
    'Always choose a Gas Safe registered engineer, because a cheap service that misses a fault costs far more later.',
  ]),
  section('Is a boiler service worth it?', [
    'Yes, a yearly service is worth it for almost every household in Manchester.',
    'It keeps the boiler safe, because carbon monoxide leaks and faulty flues are found before they harm anyone.',
    'It keeps the boiler efficient, which lowers your gas bills through the winter.',
    'It keeps the manufacturer’s warranty valid, and most warranties require a service every twelve months.',
    'It also finds small faults early, when a repair costs £50 rather than a new boiler costing £2,000 or more.',
  ]),
  section('How often should you service a boiler?', [
    'Service a gas boiler once a year, ideally before the cold months start.',
    'Landlords must have gas appliances checked every twelve months by law, and must give tenants a copy of the certificate.',
    'If your boiler makes new noises, loses pressure or shows a fault code, book a visit sooner rather than waiting.',
    'A boiler that has not been serviced for two or three years can still be brought back to good health, but expect the first visit to take longer and to cost a little more.',
    'Keep a note of each service date, so you always know when the next one is due.',
  ]),
  section('What does a good engineer do differently?', [
    'A good engineer explains what they are checking as they work, and shows you any worn part before replacing it.',
    'They give you the price before they start and stick to it, unless you agree to extra work.',
    'They leave the area clean, test the heating and the hot water with you before leaving, and send the service record the same day.',
    'They also tell you honestly when a repair is not worth doing, and what a replacement would cost instead.',
    'Read recent reviews from people in your part of Manchester, and ask friends and neighbours who they trust.',
  ]),
  section('Next steps: book your boiler service', [
    'Now you know what a boiler service in Manchester costs and what you get for the money.',
    'Check that your engineer is Gas Safe registered, ask for the price in writing before the visit, and keep the service record safe.',
    'Our engineers cover Manchester, Salford, Stockport and Trafford, six days a week.',
    'Call us or book online today for a fixed price service at a time that suits you.',
  ]),
].join('\n\n');
