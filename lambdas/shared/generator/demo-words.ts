/** Word lists the demo writers use to tell what kind of phrase a visitor typed. English only, on purpose small. */

const set = (words: string) => new Set(words.trim().split(/\s+/));

/** Verbs that start an action ('Grow your studio') and rarely start a noun phrase. */
export const VERBS = set(`
  get grow fill sell save boost increase win build attract find make keep reach reduce turn earn bring drive
  gain stop start learn create write launch improve run choose pick scale automate fix avoid beat protect
  prepare prevent lose lower raise simplify streamline switch take understand go become feel look stay give
  send ship rank convert join move buy organise organize teach explain discover unlock grab finish quit hit
  tell hire`);

/** Words that are verbs only when followed by a determiner or a number: 'Plan a wedding', not 'Plan templates'. */
export const AMBIGUOUS_VERBS = set(`
  plan price market email book design post train brand host shop cook check list test track work travel
  garden care change love manage budget schedule print paint clean style dress answer contact call text
  update file package review rent lease ride walk open sign set show help pay speed fund claim land master
  double triple bake cut spend sleep use close eat`);

/** Words after which an ambiguous first word must be a verb. */
export const DETERMINERS = set(`
  a an the your my our their his her its this that these those more less fewer every each any some all up
  out down off back faster better smarter online well it them you yourself me us`);

/** Determiners of other languages: a first word followed by one is a verb or a word we cannot place. */
export const FOREIGN_DETERMINERS = set(`
  la le les un une des du vos votre nos notre son sa ses el los las una unos unas die der das den dem ein
  eine einen il lo gli`);

/** Question words that open an indirect question ('why our bread costs more'), a noun clause. */
export const WH_WORDS = set('how why what when where which who whose whether');

/** Auxiliaries: after a question word they make a direct question, anywhere they make a sentence. */
export const AUXILIARIES = set(`
  is are was were am be been do does did can could should would will shall may might must has have had
  isn't aren't wasn't weren't don't doesn't didn't can't couldn't shouldn't won't wouldn't hasn't haven't`);

/** Finite verbs and adverbs that mark a sentence ('The bakery sells out', 'Customers think…'). */
export const SENTENCE_MARKERS = set(`
  is are was were has have had will can can't won't don't doesn't didn't isn't aren't wasn't never always
  gets get got sells sold takes took goes went thinks think thought feel feels felt want wants wanted need
  needs needed says said know knows knew makes made keeps kept seems seem loves love hate hates moved
  started stopped quit opened closed lost found became grew doubled tripled`);

/** Pronouns that start a sentence about someone. */
export const SUBJECT_PRONOUNS = set('i we you they he she it');

/** Words that start visitor phrases and are never names, so they are lower-cased mid-sentence. */
export const COMMON_FIRST_WORDS = set(`
  a an the my our your their this that these those some all every each any more most many few new old young
  small big large local busy first fresh home email social content digital online best simple easy quick
  daily weekly monthly annual free paid good great better top key real modern why how what when where which
  who one two three five ten people parents families owners women men students teachers kids children
  customers clients buyers sellers teams companies businesses startups shops weekend summer winter spring
  autumn holiday wedding dog dogs cat cats pet pets yoga fitness health food coffee bread cake cakes tea
  wine beer no too independent higher lower faster cheaper bigger smaller fewer less peace happier healthier stronger
  calmer clearer stress time money growth sales traffic leads legal medical financial dental creative
  professional personal commercial residential industrial private public family beauty fashion education
  property software heat energy solar garden craft handmade organic vegan`);

/** Common short words: in text typed in capitals they are words, not acronyms ('HOW', 'NEW', 'OUR'). */
export const SHORT_WORDS = set(`
  a an as at be by do go he if in is it me my no of on or so to up us we how why who new old our you the and
  for are was can get top big one two ten few all any its his her day way now out off not but yet per via too
  own buy set run use see say let may has had did got put end far low her him she they them this that with
  from your have more most less best free fast easy tips will each job car dog cat art tax law app web fee
  fix hot day age bad big box bus cup eye fun gym ice key kid leg man men oil pet red sun tea toy war win
  yes bag bed boy dry egg fit gap hat joy lab map net pen pot raw row sea ski spa tip top van`);

/** Names of months and days, capitalised again when text typed in capitals is calmed. */
export const CALENDAR_NAMES = set(`
  january february march april may june july august september october november december monday tuesday
  wednesday thursday friday saturday sunday`);
