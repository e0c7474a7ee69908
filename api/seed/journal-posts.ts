import type { BlogPostType } from '../contract/blog';
import type { JewelleryKind, Texts } from './types';

/**
 * The demo journal: categories, authors and posts in Dutch and English. Bodies are HTML of the
 * shop's policy (p, h2, ul, a, strong); links point at the shop's own pages.
 */

export interface SeedJournalCategory {
  key: string;
  slug: Texts;
  title: Texts;
  description: Texts;
}

export interface SeedJournalAuthor {
  key: string;
  name: string;
  role: Texts;
  /** Avatar background colour. */
  colour: string;
}

export interface SeedJournalPost {
  type: BlogPostType;
  author: string;
  categories: string[];
  /** Days before the seeding the post was published. */
  daysAgo: number;
  cover: { kind: JewelleryKind; metal: string; stone: string | null; variant: number };
  slug: Texts;
  title: Texts;
  excerpt: Texts;
  body: Texts;
  tags: Texts<string[]>;
  /** Approved comments (name, text in the post's Dutch or English audience). */
  comments?: { name: string; email: string; body: string; language: 'nl' | 'en'; daysAgo: number }[];
}

export const journalCategories: SeedJournalCategory[] = [
  {
    key: 'wedding',
    slug: { nl: 'verloving-en-trouwen', en: 'engagement-and-wedding' },
    title: { nl: 'Verloving & trouwen', en: 'Engagement & wedding' },
    description: {
      nl: 'Van het kiezen van de steen tot het plannen van het aanzoek: alles over verlovingsringen en trouwringen.',
      en: 'From choosing the stone to planning the proposal: all about engagement rings and wedding bands.',
    },
  },
  {
    key: 'gemstones',
    slug: { nl: 'edelstenen', en: 'gemstones' },
    title: { nl: 'Edelstenen', en: 'Gemstones' },
    description: {
      nl: 'Diamanten, saffieren, smaragden, robijnen en parels: hoe ze ontstaan, hoe je ze beoordeelt en wat ze bijzonder maakt.',
      en: 'Diamonds, sapphires, emeralds, rubies and pearls: how they form, how to judge them and what makes them special.',
    },
  },
  {
    key: 'care',
    slug: { nl: 'onderhoud', en: 'care' },
    title: { nl: 'Onderhoud', en: 'Care' },
    description: {
      nl: 'Zo blijven je sieraden mooi: schoonmaken, bewaren en wanneer je ze naar de goudsmid brengt.',
      en: 'How to keep your jewellery beautiful: cleaning, storing and when to bring it to the goldsmith.',
    },
  },
  {
    key: 'inspiration',
    slug: { nl: 'inspiratie', en: 'inspiration' },
    title: { nl: 'Inspiratie', en: 'Inspiration' },
    description: {
      nl: 'Stijltips, cadeau-ideeën en nieuws uit ons atelier aan de Prinsengracht.',
      en: 'Styling tips, gift ideas and news from our workshop on the Prinsengracht.',
    },
  },
];

export const journalAuthors: SeedJournalAuthor[] = [
  { key: 'sanne', name: 'Sanne de Wit', role: { nl: 'Goudsmid en oprichter', en: 'Goldsmith and founder' }, colour: '#8a6d3b' },
  { key: 'daan', name: 'Daan Verbeek', role: { nl: 'Gemmoloog', en: 'Gemmologist' }, colour: '#2f4f6f' },
  { key: 'lotte', name: 'Lotte Jansen', role: { nl: 'Stylist en redacteur', en: 'Stylist and editor' }, colour: '#7a3b52' },
];

const p = (...paragraphs: string[]) => paragraphs.map((text) => (text.startsWith('<') ? text : `<p>${text}</p>`)).join('');

const GOLD = '#d4af37';
const WHITE_GOLD = '#e8e6df';
const PLATINUM = '#e5e4e2';
const ROSE = '#e0a98c';
const SILVER = '#c0c0c0';
const DIAMOND = '#f4f8ff';

export const journalPosts: SeedJournalPost[] = [
  {
    type: 'guide',
    author: 'daan',
    categories: ['gemstones', 'wedding'],
    daysAgo: 3,
    cover: { kind: 'diamond', metal: PLATINUM, stone: DIAMOND, variant: 0 },
    slug: { nl: 'de-vier-cs-van-een-diamant', en: 'the-four-cs-of-a-diamond' },
    title: { nl: "De vier C's van een diamant uitgelegd", en: 'The four Cs of a diamond explained' },
    excerpt: {
      nl: 'Karaat, kleur, zuiverheid en slijpvorm bepalen samen hoe een diamant eruitziet en wat hij kost. Zo weeg je ze tegen elkaar af.',
      en: 'Carat, colour, clarity and cut together decide how a diamond looks and what it costs. Here is how to weigh them against each other.',
    },
    body: {
      nl: p(
        "Elke diamant die wij verkopen heeft een certificaat waarop vier eigenschappen staan: de vier C's. Ze zeggen samen veel over de prijs, maar niet alles over de schoonheid. Wie weet hoe ze werken, kan slim kiezen.",
        '<h2>Cut: de slijpvorm</h2>',
        'De slijpvorm is de enige C die door mensenhanden wordt bepaald, en de belangrijkste. Een goed geslepen briljant werpt het licht terug naar boven, waardoor de steen fonkelt. Kies bij een ronde diamant altijd voor <strong>Excellent</strong> of <strong>Very Good</strong>: een kleinere, goed geslepen steen oogt mooier dan een grote, doffe.',
        '<h2>Colour en clarity</h2>',
        'Kleur loopt van D (kleurloos) tot Z (licht geel). In een witgouden of platina zetting zie je het verschil tussen D en G nauwelijks; G tot H is een verstandige keuze. Zuiverheid gaat over kleine insluitsels. Vanaf <strong>VS2</strong> zijn die met het blote oog niet te zien, en dat is wat telt.',
        '<h2>Carat: het gewicht</h2>',
        'Karaat is gewicht, geen maat: één karaat is 0,2 gram. Prijzen springen bij ronde getallen, dus een steen van 0,95 ct is merkbaar voordeliger dan één van 1,00 ct, terwijl niemand het verschil ziet. Twijfel je? <a href="/catalog?categories=diamonds">Bekijk onze losse diamanten</a> of kom langs in de winkel: we leggen ze graag naast elkaar.',
      ),
      en: p(
        'Every diamond we sell comes with a certificate listing four properties: the four Cs. Together they say a lot about the price, but not everything about the beauty. Knowing how they work helps you choose wisely.',
        '<h2>Cut</h2>',
        'Cut is the only C decided by human hands, and the most important one. A well-cut brilliant returns light upwards, which makes the stone sparkle. For a round diamond always choose <strong>Excellent</strong> or <strong>Very Good</strong>: a smaller, well-cut stone looks better than a large, dull one.',
        '<h2>Colour and clarity</h2>',
        'Colour runs from D (colourless) to Z (light yellow). In a white gold or platinum setting you will hardly see the difference between D and G; G to H is a sensible choice. Clarity is about tiny inclusions. From <strong>VS2</strong> upwards they cannot be seen with the naked eye, and that is what matters.',
        '<h2>Carat</h2>',
        'Carat is weight, not size: one carat is 0.2 grams. Prices jump at round numbers, so a 0.95 ct stone costs noticeably less than a 1.00 ct one, while nobody can see the difference. Not sure? <a href="/en/catalog?categories=diamonds">Browse our loose diamonds</a> or visit the shop: we are happy to lay them side by side.',
      ),
    },
    tags: { nl: ['diamant', 'certificaat', 'verlovingsring'], en: ['diamond', 'certificate', 'engagement-ring'] },
    comments: [
      { name: 'Mark', email: 'mark@example.com', body: 'Heel duidelijk uitgelegd. Wij twijfelden tussen een G en een E, maar zien in de winkel echt geen verschil.', language: 'nl', daysAgo: 2 },
      { name: 'Emily', email: 'emily@example.com', body: 'The tip about 0.95 carat saved us quite a bit. Thank you!', language: 'en', daysAgo: 2 },
      { name: 'Yasmina', email: 'yasmina@example.com', body: 'Is een VS2 ook zonder insluitsels te zien bij een ovale steen?', language: 'nl', daysAgo: 1 },
    ],
  },
  {
    type: 'guide',
    author: 'sanne',
    categories: ['wedding'],
    daysAgo: 8,
    cover: { kind: 'engagement-ring', metal: WHITE_GOLD, stone: DIAMOND, variant: 1 },
    slug: { nl: 'je-ringmaat-thuis-bepalen', en: 'finding-your-ring-size-at-home' },
    title: { nl: 'Je ringmaat thuis bepalen: zo doe je dat', en: 'Finding your ring size at home' },
    excerpt: {
      nl: 'Met een touwtje of een ring die al goed past weet je in vijf minuten je maat. Let wel op het moment van de dag.',
      en: 'With a piece of string or a ring that already fits you will know your size in five minutes. Do mind the time of day.',
    },
    body: {
      nl: p(
        'Een ring die te strak zit draag je niet, een ring die te ruim zit raak je kwijt. Gelukkig kun je je maat thuis prima bepalen. Wij geven ringmaten aan als de binnenomtrek in millimeters: maat 54 is 54 mm.',
        '<h2>Methode 1: een ring die al past</h2>',
        'Leg een ring die goed om de juiste vinger past op een liniaal en meet de binnendiameter. Vermenigvuldig met 3,14 en je hebt de omtrek, dus je maat. Een binnendiameter van 17 mm is maat 53.',
        '<h2>Methode 2: een papiertje of touwtje</h2>',
        'Wikkel een smalle strook papier om de basis van je vinger, zet een streepje waar het papier overlapt en meet de lengte. Doe het aan het eind van de dag: je vingers zijn dan het dikst. Zit je tussen twee maten in, kies dan de grotere.',
        '<ul><li>Brede ringen (vanaf 6 mm) zitten strakker: neem een halve maat groter.</li><li>Koude handen zijn dunner dan warme: meet binnen, niet net na een fietstocht.</li><li>Een verrassing? Leen stiekem een ring die je partner aan dezelfde vinger draagt.</li></ul>',
        'Zit je er toch naast? Verlovingsringen passen we de eerste keer gratis aan. In onze <a href="/maatgids">maatgids</a> vind je de tabel met alle maten.',
      ),
      en: p(
        'A ring that is too tight will not be worn, one that is too loose will be lost. Fortunately you can find your size at home. We give ring sizes as the inner circumference in millimetres: size 54 is 54 mm.',
        '<h2>Method 1: a ring that already fits</h2>',
        'Place a ring that fits the right finger on a ruler and measure the inner diameter. Multiply by 3.14 and you have the circumference, which is your size. An inner diameter of 17 mm is size 53.',
        '<h2>Method 2: paper or string</h2>',
        'Wrap a narrow strip of paper around the base of your finger, mark where it overlaps and measure the length. Do it at the end of the day, when your fingers are at their widest. If you fall between two sizes, choose the larger one.',
        '<ul><li>Wide bands (6 mm and up) fit tighter: go half a size up.</li><li>Cold hands are thinner than warm ones: measure indoors, not just after a bike ride.</li><li>A surprise? Secretly borrow a ring your partner wears on the same finger.</li></ul>',
        'Got it wrong after all? We resize engagement rings free of charge the first time. Our <a href="/en/size-guide">size guide</a> has the table with every size.',
      ),
    },
    tags: { nl: ['ringmaat', 'verlovingsring', 'maatgids'], en: ['ring-size', 'engagement-ring', 'size-guide'] },
    comments: [
      { name: 'Ruben', email: 'ruben@example.com', body: 'Het papiertje-trucje werkte perfect, de ring paste in één keer.', language: 'nl', daysAgo: 6 },
      { name: 'Sophie', email: 'sophie@example.com', body: 'Good to know about wide bands. I would never have thought of that.', language: 'en', daysAgo: 5 },
    ],
  },
  {
    type: 'article',
    author: 'sanne',
    categories: ['wedding', 'inspiration'],
    daysAgo: 13,
    cover: { kind: 'wedding-ring', metal: GOLD, stone: null, variant: 2 },
    slug: { nl: 'platina-witgoud-of-geelgoud', en: 'platinum-white-gold-or-yellow-gold' },
    title: { nl: 'Platina, witgoud of geelgoud: welk metaal past bij jou?', en: 'Platinum, white gold or yellow gold: which metal suits you?' },
    excerpt: {
      nl: 'Kleur is maar één kant van de keuze. Hoe draagt het metaal, wat vraagt het aan onderhoud en wat past bij je huid?',
      en: 'Colour is only one side of the choice. How does the metal wear, what care does it need and what suits your skin?',
    },
    body: {
      nl: p(
        'Een ring draag je jarenlang, elke dag. Het metaal bepaalt niet alleen de kleur, maar ook hoe de ring oud wordt. Dit zijn de verschillen waar we in de winkel het vaakst naar gevraagd worden.',
        '<h2>Geelgoud: warm en tijdloos</h2>',
        'Geelgoud staat mooi bij een warme, getinte huid en laat gekleurde stenen stralen. Wij werken met 14 en 18 karaat: 18 karaat is dieper van kleur, 14 karaat is harder en dus beter bestand tegen krasjes.',
        '<h2>Witgoud: helder, met een laagje</h2>',
        'Witgoud is goud gelegeerd met witte metalen en krijgt een laagje rodium voor de spiegelende witte glans. Dat laagje slijt na een paar jaar; wij brengen het gratis opnieuw aan. Een diamant oogt in witgoud extra wit.',
        '<h2>Platina: zwaar en voor altijd</h2>',
        'Platina is van nature wit, zwaar en hypoallergeen. Het krast wel, maar verliest daarbij geen metaal: het verplaatst zich en vormt een zachte patina. Ideaal voor wie een ring zoekt die een leven lang meegaat.',
        'Twijfel je nog? Bekijk onze <a href="/catalog?categories=wedding-rings">trouwringen</a> in alle metalen, of combineer: een platina verlovingsring met een geelgouden trouwring is juist heel mooi.',
      ),
      en: p(
        'You wear a ring for years, every day. The metal decides not only its colour but also how it ages. These are the differences we are asked about most often in the shop.',
        '<h2>Yellow gold: warm and timeless</h2>',
        'Yellow gold looks lovely on warm, olive skin and makes coloured stones glow. We work in 14 and 18 carat: 18 carat is deeper in colour, 14 carat is harder and so better at resisting scratches.',
        '<h2>White gold: bright, with a coating</h2>',
        'White gold is gold alloyed with white metals, finished with a layer of rhodium for its mirror-like white shine. That layer wears off after a few years; we reapply it free of charge. A diamond looks extra white in white gold.',
        '<h2>Platinum: heavy and for ever</h2>',
        'Platinum is naturally white, heavy and hypoallergenic. It does scratch, but loses no metal doing so: it moves and forms a soft patina. Ideal if you want a ring that lasts a lifetime.',
        'Still unsure? Browse our <a href="/en/catalog?categories=wedding-rings">wedding rings</a> in every metal, or mix them: a platinum engagement ring with a yellow gold wedding band looks beautiful.',
      ),
    },
    tags: { nl: ['goud', 'platina', 'trouwring'], en: ['gold', 'platinum', 'wedding-ring'] },
  },
  {
    type: 'guide',
    author: 'sanne',
    categories: ['care'],
    daysAgo: 19,
    cover: { kind: 'ring', metal: GOLD, stone: '#1f3f9a', variant: 3 },
    slug: { nl: 'sieraden-thuis-schoonmaken', en: 'cleaning-jewellery-at-home' },
    title: { nl: 'Zo maak je je sieraden thuis schoon', en: 'How to clean your jewellery at home' },
    excerpt: {
      nl: 'Lauw water, een druppel afwasmiddel en een zachte tandenborstel: meer heb je meestal niet nodig. Wat je beter niet doet, lees je hier.',
      en: 'Lukewarm water, a drop of washing-up liquid and a soft toothbrush: usually that is all you need. What you had better not do, you can read here.',
    },
    body: {
      nl: p(
        'Crème, zeep en huidvet maken een steen sneller dof dan je denkt. Een diamant die je dagelijks draagt, verliest binnen een paar weken een groot deel van zijn schittering. Gelukkig is schoonmaken eenvoudig.',
        '<h2>Het basisrecept</h2>',
        '<ul><li>Een kom lauw water met een paar druppels mild afwasmiddel.</li><li>Laat het sieraad tien minuten weken.</li><li>Borstel voorzichtig met een zachte tandenborstel, vooral onder de steen.</li><li>Spoel af onder de kraan (met de afvoer dicht!) en dep droog met een pluisvrije doek.</li></ul>',
        '<h2>Wat je beter laat</h2>',
        'Gebruik geen tandpasta, bleek of zilverpoets op goud: ze krassen of tasten het metaal aan. Parels, opaal en smaragd zijn gevoelig voor water en zeep; veeg die alleen af met een vochtige doek. Een ultrasoon bad is prima voor diamant in goud, maar niet voor gelijmde of behandelde stenen.',
        'Eén keer per jaar controleren is verstandig: dan kijken we of de steentjes nog goed vastzitten. Bij ons is reinigen en controleren altijd gratis, ook als je het sieraad <a href="/over-ons">ergens anders</a> hebt gekocht.',
      ),
      en: p(
        'Lotion, soap and skin oils dull a stone faster than you might think. A diamond worn every day loses much of its sparkle within weeks. Luckily, cleaning is easy.',
        '<h2>The basic recipe</h2>',
        '<ul><li>A bowl of lukewarm water with a few drops of mild washing-up liquid.</li><li>Let the piece soak for ten minutes.</li><li>Brush gently with a soft toothbrush, especially under the stone.</li><li>Rinse under the tap (with the plug in!) and pat dry with a lint-free cloth.</li></ul>',
        '<h2>What to avoid</h2>',
        'Do not use toothpaste, bleach or silver polish on gold: they scratch or attack the metal. Pearls, opals and emeralds are sensitive to water and soap; only wipe them with a damp cloth. An ultrasonic bath is fine for diamonds in gold, but not for glued or treated stones.',
        'A yearly check is a good idea: we look whether the stones are still set tightly. Cleaning and checking are always free with us, even if you bought the piece <a href="/en/about-us">elsewhere</a>.',
      ),
    },
    tags: { nl: ['schoonmaken', 'onderhoud', 'diamant'], en: ['cleaning', 'care', 'diamond'] },
  },
  {
    type: 'guide',
    author: 'lotte',
    categories: ['care'],
    daysAgo: 24,
    cover: { kind: 'necklace', metal: SILVER, stone: '#f3efe6', variant: 4 },
    slug: { nl: 'zilver-bewaren-zonder-aanslag', en: 'storing-silver-without-tarnish' },
    title: { nl: 'Zilver bewaren zonder dat het zwart wordt', en: 'Storing silver so it does not tarnish' },
    excerpt: {
      nl: 'Zilver reageert met zwavel in de lucht. Met een paar gewoontes blijft je zilveren ketting maanden langer glanzend.',
      en: 'Silver reacts with sulphur in the air. A few habits keep your silver necklace shiny for months longer.',
    },
    body: {
      nl: p(
        'Die grijze of zwarte waas op zilver heet aanslag: zilversulfide, ontstaan door zwavel in de lucht, in rubber en zelfs in sommige voedingsmiddelen. Het is onschuldig, maar niet mooi. Voorkomen is makkelijker dan poetsen.',
        '<h2>Bewaar het luchtdicht</h2>',
        'Een afsluitbaar zakje of een sieradendoos met een deksel remt de aanslag enorm. Stop er een stukje krijt of een anti-aanslagstrip bij: die vangen vocht en zwavel op. Bewaar zilver niet in de badkamer, daar is het te vochtig.',
        '<h2>Draag het vaak</h2>',
        'Het klinkt tegenstrijdig, maar zilver dat je draagt blijft mooier: het lichte wrijven tegen huid en kleding poetst het vanzelf. Doe je ketting wel af bij het sporten, zwemmen en schoonmaken.',
        'Is het toch dof geworden? Een zilverpoetsdoek doet wonders. Voor verguld zilver gebruik je alleen een zachte droge doek, anders poets je het goudlaagje weg. Bekijk ook onze <a href="/catalog?materials=silver-925">zilveren sieraden</a>.',
      ),
      en: p(
        'That grey or black haze on silver is called tarnish: silver sulphide, caused by sulphur in the air, in rubber and even in some foods. It is harmless, but not pretty. Preventing it is easier than polishing.',
        '<h2>Store it airtight</h2>',
        'A resealable pouch or a jewellery box with a lid slows tarnish enormously. Add a piece of chalk or an anti-tarnish strip: they absorb moisture and sulphur. Do not keep silver in the bathroom, it is too humid there.',
        '<h2>Wear it often</h2>',
        'It sounds contradictory, but silver that is worn stays brighter: the gentle rubbing against skin and clothing polishes it. Do take your necklace off for sports, swimming and cleaning.',
        'Has it gone dull anyway? A silver polishing cloth works wonders. For gold-plated silver only use a soft dry cloth, or you will polish away the gold layer. Have a look at our <a href="/en/catalog?materials=silver-925">silver jewellery</a> too.',
      ),
    },
    tags: { nl: ['zilver', 'onderhoud', 'bewaren'], en: ['silver', 'care', 'storage'] },
  },
  {
    type: 'article',
    author: 'daan',
    categories: ['gemstones', 'wedding'],
    daysAgo: 30,
    cover: { kind: 'engagement-ring', metal: PLATINUM, stone: DIAMOND, variant: 5 },
    slug: { nl: 'labgrown-of-natuurlijke-diamant', en: 'lab-grown-or-natural-diamond' },
    title: { nl: 'Labgrown of natuurlijke diamant?', en: 'Lab-grown or natural diamond?' },
    excerpt: {
      nl: 'Chemisch en optisch identiek, maar verschillend in prijs, herkomst en waardebehoud. Een eerlijke vergelijking.',
      en: 'Chemically and optically identical, yet different in price, origin and value over time. An honest comparison.',
    },
    body: {
      nl: p(
        'Een labgrown diamant is een echte diamant: zuivere koolstof in dezelfde kristalstructuur, met dezelfde hardheid en hetzelfde vuur. Alleen het ontstaan verschilt. Waar een natuurlijke diamant miljarden jaren diep in de aarde groeide, groeit een labgrown steen in enkele weken onder gecontroleerde omstandigheden.',
        '<h2>Het verschil zie je niet</h2>',
        'Zonder speciale apparatuur kan niemand ze uit elkaar houden, ook een juwelier niet. Beide krijgen een certificaat met de vier C’s; op dat van een labgrown steen staat dat hij in een laboratorium is gegroeid, en de rondist is met een laser gemarkeerd.',
        '<h2>Prijs en waarde</h2>',
        'Voor hetzelfde budget koop je een labgrown steen die twee tot drie keer zo groot is. Daar staat tegenover dat de prijzen van labgrown diamanten dalen, terwijl natuurlijke diamanten hun waarde beter vasthouden. Koop je vooral voor de schoonheid, dan is labgrown een slimme keuze; zoek je iets zeldzaams om door te geven, dan past een natuurlijke steen beter.',
        'Wij bieden beide aan, allebei met een certificaat en van leveranciers die we kennen. <a href="/catalog?categories=diamonds">Vergelijk ze zelf</a>: in de winkel leggen we ze graag naast elkaar.',
      ),
      en: p(
        'A lab-grown diamond is a real diamond: pure carbon in the same crystal structure, with the same hardness and the same fire. Only its origin differs. Where a natural diamond grew deep in the earth over billions of years, a lab-grown stone grows in a few weeks under controlled conditions.',
        '<h2>You cannot see the difference</h2>',
        'Without special equipment nobody can tell them apart, not even a jeweller. Both come with a certificate stating the four Cs; a lab-grown stone’s certificate says it was grown in a laboratory, and its girdle carries a laser inscription.',
        '<h2>Price and value</h2>',
        'For the same budget you buy a lab-grown stone two to three times the size. On the other hand, lab-grown prices are falling, while natural diamonds hold their value better. If you buy mainly for beauty, lab-grown is a smart choice; if you want something rare to pass on, a natural stone suits better.',
        'We offer both, each with a certificate and from suppliers we know. <a href="/en/catalog?categories=diamonds">Compare them yourself</a>: in the shop we are happy to lay them side by side.',
      ),
    },
    tags: { nl: ['diamant', 'labgrown', 'duurzaam'], en: ['diamond', 'lab-grown', 'sustainability'] },
    comments: [
      { name: 'Joost', email: 'joost@example.com', body: 'Eerlijk stuk. Wij hebben voor labgrown gekozen en hebben er geen seconde spijt van.', language: 'nl', daysAgo: 27 },
      { name: 'Hannah', email: 'hannah@example.com', body: 'Thanks for explaining the laser inscription, I did not know that.', language: 'en', daysAgo: 25 },
    ],
  },
  {
    type: 'article',
    author: 'daan',
    categories: ['gemstones'],
    daysAgo: 37,
    cover: { kind: 'ring', metal: GOLD, stone: '#1e7a4c', variant: 6 },
    slug: { nl: 'saffier-smaragd-en-robijn', en: 'sapphire-emerald-and-ruby' },
    title: { nl: 'Saffier, smaragd en robijn: de grote drie', en: 'Sapphire, emerald and ruby: the big three' },
    excerpt: {
      nl: 'Ze zijn al eeuwen de koningen onder de gekleurde edelstenen. Wat maakt ze zo geliefd en waar let je op bij het kopen?',
      en: 'For centuries they have been the kings of coloured gemstones. What makes them so loved, and what should you look for when buying?',
    },
    body: {
      nl: p(
        'Naast de diamant zijn er drie edelstenen die al eeuwenlang kronen en verlovingsringen sieren: saffier, smaragd en robijn. Elk heeft een eigen karakter, en een eigen manier van dragen.',
        '<h2>Saffier</h2>',
        'Saffier is na diamant de hardste edelsteen en daardoor ideaal voor een ring die je elke dag draagt. Het bekendst is diepblauw, maar saffier bestaat in bijna elke kleur, van roze tot geel. Let op een gelijkmatige kleur zonder grijze zweem.',
        '<h2>Smaragd</h2>',
        'Het groen van smaragd is ongeëvenaard, maar de steen heeft bijna altijd insluitsels, door kenners liefkozend "jardin" genoemd. Smaragd is brosser dan saffier: kies een beschermende zetting en doe de ring af bij zwaar werk.',
        '<h2>Robijn</h2>',
        'Robijn is chemisch familie van saffier en net zo hard. De mooiste stenen hebben een warm, verzadigd rood dat "duivenbloed" heet. Robijnen worden vaak verhit om de kleur te verbeteren; dat is gebruikelijk, maar hoort op het certificaat te staan.',
        'Benieuwd hoe ze staan? Bekijk onze <a href="/catalog?stones=sapphire">ringen met saffier</a>, smaragd en robijn.',
      ),
      en: p(
        'Besides the diamond, three gemstones have graced crowns and engagement rings for centuries: sapphire, emerald and ruby. Each has its own character, and its own way of being worn.',
        '<h2>Sapphire</h2>',
        'After diamond, sapphire is the hardest gemstone, which makes it ideal for a ring worn every day. Deep blue is best known, but sapphire comes in almost every colour, from pink to yellow. Look for an even colour without a grey cast.',
        '<h2>Emerald</h2>',
        'The green of emerald is unmatched, but the stone nearly always has inclusions, fondly called its "jardin" by connoisseurs. Emerald is more brittle than sapphire: choose a protective setting and take the ring off for heavy work.',
        '<h2>Ruby</h2>',
        'Ruby is chemically related to sapphire and just as hard. The finest stones have a warm, saturated red known as "pigeon blood". Rubies are often heated to improve their colour; that is common practice, but it belongs on the certificate.',
        'Curious how they look? Browse our <a href="/en/catalog?stones=sapphire">rings with sapphire</a>, emerald and ruby.',
      ),
    },
    tags: { nl: ['saffier', 'smaragd', 'robijn', 'edelsteen'], en: ['sapphire', 'emerald', 'ruby', 'gemstone'] },
  },
  {
    type: 'article',
    author: 'daan',
    categories: ['gemstones', 'care'],
    daysAgo: 44,
    cover: { kind: 'necklace', metal: GOLD, stone: '#f3efe6', variant: 7 },
    slug: { nl: 'parels-van-zoetwater-tot-akoya', en: 'pearls-from-freshwater-to-akoya' },
    title: { nl: 'Parels: van zoetwater tot Akoya', en: 'Pearls: from freshwater to Akoya' },
    excerpt: {
      nl: 'Parels groeien, ze worden niet geslepen. Over de soorten, hoe je glans beoordeelt en hoe je ze verzorgt.',
      en: 'Pearls are grown, not cut. About the kinds, how to judge lustre and how to care for them.',
    },
    body: {
      nl: p(
        'Een parel is de enige edelsteen die uit een levend dier komt. Een oester of mossel legt laagje na laagje parelmoer om een kern, en hoe dikker en gelijkmatiger die laagjes, hoe mooier de glans.',
        '<h2>De soorten</h2>',
        '<ul><li><strong>Zoetwaterparels</strong> groeien in mosselen, zijn vaak iets minder rond en zeer betaalbaar.</li><li><strong>Akoya-parels</strong> uit Japan zijn klein, rond en hebben een spiegelende glans: de klassieke parelketting.</li><li><strong>Tahiti- en Zuidzeeparels</strong> zijn groot en zeldzaam, in tinten van zilvergrijs tot goud.</li></ul>',
        '<h2>Glans beoordelen</h2>',
        'Houd de parel onder een lamp: zie je de lamp scherp weerspiegeld, dan is de glans goed. Kleine onregelmatigheden horen erbij en bewijzen dat de parel echt is.',
        '<h2>Verzorging</h2>',
        'Parels zijn zacht en houden niet van parfum, haarlak en zweet. Doe ze daarom als laatste om en als eerste af, veeg ze af met een zachte doek en bewaar ze plat, apart van andere sieraden. Laat een parelketting om de paar jaar opnieuw rijgen.',
      ),
      en: p(
        'A pearl is the only gem that comes from a living animal. An oyster or mussel lays layer upon layer of nacre around a nucleus, and the thicker and more even those layers, the finer the lustre.',
        '<h2>The kinds</h2>',
        '<ul><li><strong>Freshwater pearls</strong> grow in mussels, are often slightly less round and very affordable.</li><li><strong>Akoya pearls</strong> from Japan are small, round and mirror-bright: the classic pearl necklace.</li><li><strong>Tahitian and South Sea pearls</strong> are large and rare, in shades from silver grey to gold.</li></ul>',
        '<h2>Judging lustre</h2>',
        'Hold the pearl under a lamp: if you see the lamp sharply reflected, the lustre is good. Small irregularities are normal and prove the pearl is real.',
        '<h2>Care</h2>',
        'Pearls are soft and dislike perfume, hairspray and sweat. Put them on last and take them off first, wipe them with a soft cloth and store them flat, away from other jewellery. Have a pearl necklace restrung every few years.',
      ),
    },
    tags: { nl: ['parel', 'edelsteen', 'onderhoud'], en: ['pearl', 'gemstone', 'care'] },
  },
  {
    type: 'article',
    author: 'lotte',
    categories: ['inspiration'],
    daysAgo: 51,
    cover: { kind: 'necklace', metal: ROSE, stone: DIAMOND, variant: 8 },
    slug: { nl: 'sieraden-stapelen', en: 'layering-jewellery' },
    title: { nl: 'Sieraden stapelen: zo combineer je kettingen en ringen', en: 'Layering jewellery: combining necklaces and rings' },
    excerpt: {
      nl: 'Met drie kettingen van verschillende lengtes en een paar dunne ringen maak je een eigen look. De vuistregels van onze stylist.',
      en: 'Three necklaces of different lengths and a few slim rings make a look of your own. Our stylist’s rules of thumb.',
    },
    body: {
      nl: p(
        'Stapelen is de makkelijkste manier om sieraden persoonlijk te maken. Het mooiste resultaat krijg je met variatie in lengte, dikte en textuur, en met één ding dat alles verbindt.',
        '<h2>Kettingen</h2>',
        'Begin met een korte ketting van 40 cm, voeg er één van 45 cm met een hanger aan toe en sluit af met een langere schakel van 50 of 55 cm. Houd ongeveer 5 cm tussen de lagen, dan raken ze minder snel in de knoop.',
        '<h2>Ringen</h2>',
        'Combineer een opvallende ring met twee of drie dunne bandjes, verdeeld over verschillende vingers. Een ring net onder de knokkel, een midi-ring, maakt het geheel speels.',
        '<h2>Metalen mengen</h2>',
        'Goud en zilver samen dragen mag, zolang je het bewust doet: herhaal elk metaal minstens twee keer, zodat het er geen toeval lijkt. Roségoud is de ideale brug tussen beide. Laat je inspireren door onze <a href="/catalog?categories=necklaces">kettingen</a>.',
      ),
      en: p(
        'Layering is the easiest way to make jewellery personal. The best results come from variety in length, thickness and texture, and from one thing that ties it all together.',
        '<h2>Necklaces</h2>',
        'Start with a short 40 cm chain, add a 45 cm one with a pendant and finish with a longer 50 or 55 cm link chain. Keep about 5 cm between the layers and they are less likely to tangle.',
        '<h2>Rings</h2>',
        'Combine a statement ring with two or three slim bands spread over different fingers. A ring just below the knuckle, a midi ring, makes it playful.',
        '<h2>Mixing metals</h2>',
        'Wearing gold and silver together is fine, as long as it looks deliberate: repeat each metal at least twice so it does not look accidental. Rose gold is the perfect bridge between the two. Find inspiration among our <a href="/en/catalog?categories=necklaces">necklaces</a>.',
      ),
    },
    tags: { nl: ['styling', 'kettingen', 'ringen'], en: ['styling', 'necklaces', 'rings'] },
    comments: [
      { name: 'Fleur', email: 'fleur@example.com', body: 'Die 5 cm tussen de lagen, eindelijk geen knoop meer!', language: 'nl', daysAgo: 48 },
      { name: 'Anouk', email: 'anouk@example.com', body: 'Leuk om te lezen dat goud en zilver samen mag.', language: 'nl', daysAgo: 45 },
    ],
  },
  {
    type: 'guide',
    author: 'lotte',
    categories: ['wedding'],
    daysAgo: 58,
    cover: { kind: 'engagement-ring', metal: GOLD, stone: DIAMOND, variant: 9 },
    slug: { nl: 'het-aanzoek-plannen', en: 'planning-the-proposal' },
    title: { nl: 'Het aanzoek plannen: een stappenplan', en: 'Planning the proposal: a step-by-step guide' },
    excerpt: {
      nl: 'Van het budget tot het moment zelf: zo zorg je dat het aanzoek klopt, zonder dat je partner iets doorheeft.',
      en: 'From the budget to the moment itself: how to get the proposal right without your partner suspecting a thing.',
    },
    body: {
      nl: p(
        'Een aanzoek vergeet niemand. Met een beetje voorbereiding wordt het precies zoals je het voor ogen hebt. Dit is het stappenplan dat we in de winkel aan toekomstige verloofden meegeven.',
        '<h2>1. Bepaal je budget</h2>',
        'Vergeet de oude regel van drie maandsalarissen: kies een bedrag waar je je prettig bij voelt. Met een goed geslepen steen van iets minder karaat haal je het meeste uit elke euro.',
        '<h2>2. Ontdek de stijl en de maat</h2>',
        'Kijk naar de sieraden die je partner al draagt: goud of zilver, strak of romantisch? Voor de maat leen je stiekem een ring, of lees onze gids over <a href="/maatgids">ringmaten</a>.',
        '<h2>3. Kies de ring op tijd</h2>',
        'Een ring op maat maken kost drie tot vier weken. Begin dus ruim van tevoren, zeker rond de feestdagen en Valentijnsdag.',
        '<h2>4. Het moment</h2>',
        'Kies een plek die iets betekent voor jullie samen, houd het klein als je partner niet van publiek houdt, en zorg dat iemand een foto kan maken. En als de ring toch niet past: wij passen hem de eerste keer gratis aan.',
      ),
      en: p(
        'Nobody forgets a proposal. With a little preparation it will be exactly as you imagine. This is the step-by-step plan we give future fiancés in the shop.',
        '<h2>1. Set your budget</h2>',
        'Forget the old three-months’-salary rule: choose an amount you feel comfortable with. A well-cut stone of slightly fewer carats gets the most out of every euro.',
        '<h2>2. Find the style and the size</h2>',
        'Look at the jewellery your partner already wears: gold or silver, sleek or romantic? For the size, secretly borrow a ring, or read our guide to <a href="/en/size-guide">ring sizes</a>.',
        '<h2>3. Choose the ring in time</h2>',
        'A ring made to size takes three to four weeks. So start well ahead, especially around the holidays and Valentine’s Day.',
        '<h2>4. The moment</h2>',
        'Choose a place that means something to you both, keep it small if your partner does not like an audience, and make sure someone can take a picture. And if the ring does not fit after all: we resize it free of charge the first time.',
      ),
    },
    tags: { nl: ['aanzoek', 'verlovingsring', 'tips'], en: ['proposal', 'engagement-ring', 'tips'] },
  },
  {
    type: 'article',
    author: 'sanne',
    categories: ['wedding'],
    daysAgo: 66,
    cover: { kind: 'wedding-ring', metal: PLATINUM, stone: null, variant: 10 },
    slug: { nl: 'trouwringen-kiezen-als-stel', en: 'choosing-wedding-rings-together' },
    title: { nl: 'Trouwringen kiezen als stel', en: 'Choosing wedding rings together' },
    excerpt: {
      nl: 'Moeten jullie ringen hetzelfde zijn? En past de trouwring bij de verlovingsring? Zo vinden jullie samen de juiste.',
      en: 'Should your rings match? And does the wedding band go with the engagement ring? How to find the right ones together.',
    },
    body: {
      nl: p(
        'Trouwringen kies je samen, en dat maakt het bijzonder, maar soms ook lastig. Jullie handen, smaak en dagelijkse bezigheden verschillen. Gelukkig hoeven de ringen niet identiek te zijn om bij elkaar te horen.',
        '<h2>Hetzelfde of verschillend?</h2>',
        'Veel stellen kiezen hetzelfde profiel in een andere breedte: bijvoorbeeld 5 mm en 3 mm. Een andere mogelijkheid is hetzelfde metaal met een eigen afwerking, zoals glanzend en mat. Een gedeelde gravure aan de binnenkant verbindt ze altijd.',
        '<h2>Bij de verlovingsring</h2>',
        'Draag je beide ringen aan één vinger, let dan op de hoogte van de zetting: een gebogen of uitgespaarde trouwring sluit mooi aan. Neem de verlovingsring mee naar de winkel, dan passen we ze samen.',
        '<h2>Comfort</h2>',
        'Een comfort fit, een licht bolle binnenkant, draagt prettiger en schuift makkelijker over de knokkel. Werk je veel met je handen, kies dan een hard metaal zoals platina of 14 karaat goud. Bekijk onze <a href="/catalog?categories=wedding-rings">trouwringen</a> en maak gerust een afspraak om ze samen te passen.',
      ),
      en: p(
        'You choose wedding rings together, which makes it special, but sometimes tricky too. Your hands, tastes and daily activities differ. Fortunately the rings do not have to be identical to belong together.',
        '<h2>Matching or not?</h2>',
        'Many couples choose the same profile in different widths, for example 5 mm and 3 mm. Another option is the same metal with its own finish, such as polished and brushed. A shared engraving inside always connects them.',
        '<h2>With the engagement ring</h2>',
        'If you wear both rings on one finger, mind the height of the setting: a curved or notched wedding band sits beautifully against it. Bring the engagement ring to the shop and we will fit them together.',
        '<h2>Comfort</h2>',
        'A comfort fit, a slightly rounded inside, is more pleasant to wear and slides over the knuckle more easily. If you work with your hands a lot, choose a hard metal such as platinum or 14 carat gold. Browse our <a href="/en/catalog?categories=wedding-rings">wedding rings</a> and feel free to book an appointment to try them together.',
      ),
    },
    tags: { nl: ['trouwring', 'bruiloft', 'gravure'], en: ['wedding-ring', 'wedding', 'engraving'] },
    comments: [
      { name: 'Tim & Lisa', email: 'timlisa@example.com', body: 'Wij hebben hetzelfde profiel in 6 en 3 mm gekozen, met onze trouwdatum erin. Precies zoals hier beschreven.', language: 'nl', daysAgo: 60 },
      { name: 'Oliver', email: 'oliver@example.com', body: 'The comfort fit really makes a difference for me as a carpenter.', language: 'en', daysAgo: 55 },
      { name: 'Noor', email: 'noor@example.com', body: 'Fijn advies in de winkel gehad na het lezen van dit artikel.', language: 'nl', daysAgo: 50 },
    ],
  },
  {
    type: 'article',
    author: 'lotte',
    categories: ['inspiration'],
    daysAgo: 73,
    cover: { kind: 'engraved', metal: SILVER, stone: null, variant: 11 },
    slug: { nl: 'graveren-ideeen-voor-een-persoonlijke-tekst', en: 'engraving-ideas-for-a-personal-message' },
    title: { nl: 'Graveren: ideeën voor een persoonlijke tekst', en: 'Engraving: ideas for a personal message' },
    excerpt: {
      nl: 'Een datum, coördinaten of een woord dat alleen jullie begrijpen: een gravure maakt een sieraad onvervangbaar.',
      en: 'A date, coordinates or a word only the two of you understand: an engraving makes a piece irreplaceable.',
    },
    body: {
      nl: p(
        'Een gravure is klein, maar zegt veel. Het is vaak het eerste waar iemand naar kijkt als je het sieraad cadeau geeft, en het laatste dat verdwijnt. Hier zijn ideeën van klanten die ons zijn bijgebleven.',
        '<h2>Kort en krachtig</h2>',
        '<ul><li>Een datum: de dag dat jullie elkaar ontmoetten of trouwden.</li><li>Initialen met een hartje of een plusteken ertussen.</li><li>Coördinaten van een plek die iets betekent.</li><li>Een bijnaam of een woord uit een grapje dat alleen jullie kennen.</li></ul>',
        '<h2>Praktische tips</h2>',
        'In een ring passen ongeveer 20 tekens; op een hanger iets meer. Kies een schreefletter voor een klassiek, een handschrift voor een persoonlijk effect. Controleer de spelling twee keer: een gravure is voor altijd.',
        'Op veel van onze sieraden is graveren gratis. Bekijk de <a href="/catalog?categories=engraved-jewellery">graveerbare sieraden</a> en vul je tekst in op de productpagina.',
      ),
      en: p(
        'An engraving is small but says a lot. It is often the first thing someone looks at when you give the piece as a gift, and the last thing to fade. Here are ideas from customers that stayed with us.',
        '<h2>Short and sweet</h2>',
        '<ul><li>A date: the day you met or married.</li><li>Initials with a heart or a plus sign between them.</li><li>The coordinates of a place that matters.</li><li>A nickname or a word from a joke only you two know.</li></ul>',
        '<h2>Practical tips</h2>',
        'About 20 characters fit inside a ring; a little more on a pendant. Choose a serif font for a classic look, a script for a personal touch. Check the spelling twice: an engraving is for ever.',
        'Engraving is free on many of our pieces. Browse the <a href="/en/catalog?categories=engraved-jewellery">engravable jewellery</a> and enter your text on the product page.',
      ),
    },
    tags: { nl: ['graveren', 'cadeau', 'persoonlijk'], en: ['engraving', 'gift', 'personal'] },
  },
  {
    type: 'news',
    author: 'sanne',
    categories: ['inspiration'],
    daysAgo: 81,
    cover: { kind: 'map', metal: ROSE, stone: null, variant: 12 },
    slug: { nl: 'nieuw-kaart-sieraden-van-jouw-stad', en: 'new-map-jewellery-of-your-city' },
    title: { nl: 'Nieuw in het atelier: kaart-sieraden van jouw stad', en: 'New from the workshop: map jewellery of your city' },
    excerpt: {
      nl: 'Amsterdam, Rotterdam, Antwerpen en meer: onze nieuwe hangers tonen het stratenplan van de stad die je hart heeft gestolen.',
      en: 'Amsterdam, Rotterdam, Antwerp and more: our new pendants show the street map of the city that stole your heart.',
    },
    body: {
      nl: p(
        'Het begon met een vraag van een klant: kun je de grachten van Amsterdam in een hanger zetten? Een jaar en veel proefstukken later ligt er een hele collectie kaart-sieraden in de winkel.',
        'Elke hanger wordt met een laser uit massief zilver of goud gesneden en daarna met de hand afgewerkt, zodat de straten scherp blijven en de randen zacht aanvoelen. Op de achterkant graveren we gratis een naam of datum.',
        'We beginnen met acht steden: Amsterdam, Rotterdam, Utrecht, Antwerpen, Den Haag, Groningen, Maastricht en Haarlem. Mis je jouw stad? Laat het ons weten via het vragenformulier op de productpagina, dan nemen we haar mee in de volgende ronde.',
        'Bekijk de <a href="/catalog?categories=map-jewellery">kaart-sieraden</a> in geelgoud, roségoud, witgoud en zilver.',
      ),
      en: p(
        'It started with a customer’s question: could we put the canals of Amsterdam in a pendant? A year and many prototypes later there is a whole collection of map jewellery in the shop.',
        'Each pendant is laser-cut from solid silver or gold and then finished by hand, so the streets stay crisp and the edges feel soft. We engrave a name or date on the back free of charge.',
        'We start with eight cities: Amsterdam, Rotterdam, Utrecht, Antwerp, The Hague, Groningen, Maastricht and Haarlem. Missing your city? Let us know through the question form on the product page and we will include it in the next round.',
        'Browse the <a href="/en/catalog?categories=map-jewellery">map jewellery</a> in yellow gold, rose gold, white gold and silver.',
      ),
    },
    tags: { nl: ['kaart-sieraden', 'nieuw', 'atelier'], en: ['map-jewellery', 'new', 'workshop'] },
  },
  {
    type: 'news',
    author: 'sanne',
    categories: ['inspiration', 'care'],
    daysAgo: 95,
    cover: { kind: 'bracelet', metal: GOLD, stone: DIAMOND, variant: 13 },
    slug: { nl: 'gerecycled-goud-waarom-wij-overstappen', en: 'recycled-gold-why-we-switched' },
    title: { nl: 'Gerecycled goud: waarom wij volledig overstappen', en: 'Recycled gold: why we have switched completely' },
    excerpt: {
      nl: 'Vanaf dit jaar is al het goud en zilver in onze sieraden gerecycled. Wat dat betekent voor de kwaliteit, en voor de wereld.',
      en: 'From this year all gold and silver in our jewellery is recycled. What that means for quality, and for the world.',
    },
    body: {
      nl: p(
        'Goud is eindeloos te hergebruiken zonder dat het iets van zijn kwaliteit verliest. Het goud in een oude ring is precies hetzelfde als vers gedolven goud. Toch komt het grootste deel van het goud wereldwijd nog uit mijnen, met grote gevolgen voor mens en natuur.',
        'Daarom werken wij vanaf dit jaar uitsluitend met gerecycled goud en zilver, afkomstig van een gecertificeerde raffinaderij in Nederland. Het wordt gesmolten, gezuiverd en opnieuw gelegeerd tot precies het karaat dat we nodig hebben.',
        'Voor jou verandert er niets aan de kleur, de sterkte of het keurmerk: elk sieraad krijgt nog steeds het Nederlandse gehaltemerk. Wel kun je je oude sieraden bij ons inleveren; we verrekenen de waarde met een nieuw stuk.',
        'Benieuwd wat je oude goud waard is? Kom langs in de winkel aan de Prinsengracht of stel je vraag via <a href="/klantenservice">de klantenservice</a>.',
      ),
      en: p(
        'Gold can be reused endlessly without losing any of its quality. The gold in an old ring is exactly the same as freshly mined gold. Yet most of the world’s gold still comes from mines, with major consequences for people and nature.',
        'That is why from this year we work exclusively with recycled gold and silver, from a certified refinery in the Netherlands. It is melted, refined and alloyed again to exactly the carat we need.',
        'For you nothing changes in colour, strength or hallmark: every piece still carries the Dutch assay mark. You can, however, hand in your old jewellery with us; we deduct its value from a new piece.',
        'Curious what your old gold is worth? Visit the shop on the Prinsengracht or ask through <a href="/en/customer-service">customer service</a>.',
      ),
    },
    tags: { nl: ['duurzaam', 'goud', 'atelier'], en: ['sustainability', 'gold', 'workshop'] },
  },
];
