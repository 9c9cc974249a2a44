/**
 * The Slovak texts of the methodology sheets and worksheets: a lesson plan for each theme (the
 * story's first theme decides it) and, in storyQuestions, one question about each story.
 */

export type Lesson = {
  goal: string;
  beforeWatching: string;
  questions: string[];
  activity: string;
  /** For the pupils' worksheet. */
  pupilQuestion: string;
};

/** In the order of catalogue.json "themes". */
export const lessons: Lesson[] = [
  {
    goal: "Žiaci pochopia, prečo ľudia opúšťajú svoj domov, rozlíšia pojmy utečenec, migrant a azyl a uvedomia si, čo pomáha človeku zaradiť sa v novej krajine.",
    beforeWatching:
      "Požiadajte žiakov, aby si predstavili, že musia do hodiny odísť z domova a vziať si len jednu tašku. Čo by si zbalili? Nech sa o tom krátko porozprávajú v dvojiciach; niekoľko odpovedí zapíšte na tabuľu.",
    questions: [
      "Aké dôvody môžu viesť človeka k tomu, aby opustil svoju krajinu?",
      "Čo je pre človeka v novej krajine najťažšie a čo mu môže pomôcť?",
      "Ako by ste sa cítili, keby ste sa museli naučiť nový jazyk a nové zvyky?",
    ],
    activity:
      "Mapa cesty: žiaci v skupinách nakreslia na mapu cestu z príbehu a pri každej zastávke zapíšu, čo človek asi cítil a čo potreboval. Skupiny svoje mapy krátko predstavia.",
    pupilQuestion: "Čo by si si zbalil/a, keby si musel/a rýchlo odísť z domova? Prečo práve to?",
  },
  {
    goal: "Žiaci spoznajú každodenný život človeka so zdravotným znevýhodnením, pomenujú bariéry v prostredí aj v postojoch a naučia sa ponúknuť pomoc s rešpektom.",
    beforeWatching:
      "Napíšte na tabuľu slovo „bariéra“. Žiaci doplnia, aké bariéry poznajú zo školy, z dopravy či z internetu. Spoločne rozlíšte bariéry v prostredí a bariéry v hlavách ľudí.",
    questions: [
      "Ktoré prekážky v príbehu vytvára prostredie a ktoré ľudia?",
      "Ako sa dá ponúknuť pomoc tak, aby nebola dotieravá?",
      "Čo by sa muselo zmeniť vo vašej škole, aby bola prístupná pre každého?",
    ],
    activity:
      "Prieskum prístupnosti: žiaci v dvojiciach prejdú školu alebo jej plán, zapíšu tri miesta, ktoré by boli pre človeka z príbehu ťažko prístupné, a navrhnú, ako ich zlepšiť.",
    pupilQuestion: "Ktorá prekážka z príbehu ťa prekvapila? Ako by sa dala odstrániť?",
  },
  {
    goal: "Žiaci sa zoznámia so životom príslušníkov národnostnej menšiny na Slovensku, uvedomia si hodnotu jazyka a kultúry a hľadajú spôsoby, ako predchádzať predsudkom.",
    beforeWatching:
      "Spýtajte sa žiakov, akými jazykmi sa hovorí v ich rodinách alebo u starých rodičov. Spoločne vymenujte národnostné menšiny, ktoré žijú na Slovensku, a zapíšte ich na tabuľu.",
    questions: [
      "Čo znamená patriť k menšine a zároveň byť občanom Slovenska?",
      "Aké predsudky o menšinách poznáte a odkiaľ sa berú?",
      "Čo môže urobiť škola, aby sa v nej cítil dobre každý?",
    ],
    activity:
      "Moje korene: každý žiak napíše na lístok jednu vec, ktorú si jeho rodina odovzdáva z generácie na generáciu (jedlo, pieseň, slovo, zvyk). Z lístkov vznikne na tabuli spoločná mapa koreňov triedy.",
    pupilQuestion: "Čo si tvoja rodina odovzdáva z generácie na generáciu?",
  },
  {
    goal: "Žiaci spoznajú, čo znamená viera v živote konkrétneho človeka, precvičia si rešpektujúci rozhovor o náboženstve a uvedomia si, čo majú rôzne presvedčenia spoločné.",
    beforeWatching:
      "Požiadajte žiakov, aby v dvojiciach napísali tri otázky, ktoré by chceli položiť človeku inej viery alebo bez vyznania. Pripomeňte im, aby otázky formulovali s rešpektom.",
    questions: [
      "Čo znamená viera pre človeka z príbehu v každodennom živote?",
      "Ktoré hodnoty majú rôzne náboženstvá a presvedčenia spoločné?",
      "Ako sa dá rozprávať o viere s niekým, kto verí inak alebo neverí?",
    ],
    activity:
      "Spoločné hodnoty: žiaci v skupinách vypíšu hodnoty, ktoré v príbehu zazneli, a porovnajú ich s hodnotami, na ktorých záleží im. Na záver vyberú tri, na ktorých sa zhodne celá trieda.",
    pupilQuestion: "Na ktorej hodnote záleží človeku z príbehu? Záleží na nej aj tebe?",
  },
  {
    goal: "Žiaci pochopia, že chudoba nie je osobné zlyhanie, ale súhra okolností, spoznajú cesty, ako sa z nej dostať, a zamyslia sa nad tým, ako pomáhať bez ponižovania.",
    beforeWatching:
      "Rozdajte lístky a požiadajte žiakov, aby dokončili vetu „Človek je chudobný, keď…“. Odpovede prečítajte nahlas bez mien a spoločne ich roztrieďte.",
    questions: [
      "Aké okolnosti priviedli človeka z príbehu do ťažkej situácie?",
      "Kto alebo čo mu pomohlo a prečo práve to?",
      "Ako sa dá pomáhať tak, aby si človek zachoval dôstojnosť?",
    ],
    activity:
      "Sieť pomoci: žiaci v skupinách nakreslia, na koho sa môže obrátiť človek v núdzi v ich meste (rodina, sociálny pracovník, charita, úrad), a vyhľadajú aspoň jednu skutočnú organizáciu v okolí.",
    pupilQuestion: "Na koho by si sa obrátil/a, keby si ty alebo tvoj kamarát potreboval/a pomoc?",
  },
  {
    goal: "Žiaci rozpoznajú rodové stereotypy vo svojom okolí, pochopia, ako ovplyvňujú voľby a životy ľudí, a hľadajú spôsoby, ako sa k ľuďom správať bez ohľadu na očakávania.",
    beforeWatching:
      "Nakreslite na tabuľu dva stĺpce: „typicky mužské“ a „typicky ženské“. Žiaci do nich doplnia povolania, vlastnosti a záľuby. Potom sa spýtajte, kto tieto pravidlá vymyslel a či platia vždy.",
    questions: [
      "Aké očakávania okolia musel človek z príbehu prekonať?",
      "Ktoré stereotypy o mužoch a ženách poznáte zo svojho okolia?",
      "Čo ľuďom pomáha, aby mohli žiť podľa seba?",
    ],
    activity:
      "Prepíšme pravidlá: žiaci v skupinách vyberú jeden stereotyp z tabule a napíšu krátku scénku, v ktorej ho niekto prekoná. Scénky zahrajú alebo prečítajú triede.",
    pupilQuestion: "Ktorý stereotyp z príbehu poznáš aj zo svojho okolia?",
  },
];

/** One question about each story, in catalogue.json order (asked in the discussion and on the worksheet, so without "you"). */
export const storyQuestions: string[] = [
  "Čo musel Samir nechať v Sýrii a čo si priniesol so sebou?",
  "Prečo je pre vnučku dôležité hľadať miesta, kde jej rodina žila pred rokom 1945?",
  "Prečo Janu unavujú dobre mienené rady? Ako sa nevidiaceho človeka vhodne opýtať, či potrebuje pomoc?",
  "Čo Petrovi pomohlo vrátiť sa po úraze do práce a k cestovaniu?",
  "S akými predsudkami sa Iveta stretla na fakulte a ako sa s nimi vyrovnala?",
  "Čo znamená pre Aminu pôst počas ramadánu a prečo je pre ňu dôležitý?",
  "Čo pomohlo Márii odísť z násilného vzťahu? Kde môže hľadať pomoc človek v podobnej situácii?",
  "Ako Tomáš vníma hudbu, ktorú nepočuje?",
  "Čo podľa Ľuba rozhodlo o tom, že sa dostal z ulice?",
  "Prečo pán Hugo aj dnes chodí rozprávať do škôl?",
  "Ako mladí Vietnamci v Košiciach žijú medzi dvoma kultúrami?",
  "Aké úradné prekážky Adam opisuje a ako by sa dali zmierniť?",
  "Prečo farár pozýva do kostola rabína aj imáma? Čo môže priniesť dialóg medzi vierami?",
  "Čo Lucii pomohlo najviac po Matejovej diagnóze?",
  "Čo bolo pre Oksanu v prvých dňoch na Slovensku najťažšie?",
  "Čo znamenal pre Zuzanu a Kristínu prvý vlastný byt?",
  "Prečo je Réka hrdá na oba svoje jazyky?",
  "Ako si Silvia vybojovala rešpekt v lodenici?",
  "Aké predsudky o duševných chorobách Marek vyvracia?",
  "Prečo sa Dominika rozhodla vrátiť z Manchestru domov?",
  "Prečo sa sviatky v rodine slávili potajomky?",
  "Ako hudba v Jánovom príbehu spája ľudí?",
  "Ako susedia pomohli Anne prekonať samotu?",
  "Prečo musela Farida odísť z Kábulu a ako sa jej žije v Bratislave?",
  "Aké bariéry Michal zmapoval a ako presvedčil radnicu, aby ich odstránila?",
  "Ako reagovala Pavlova obec na to, že sa stal budhistom?",
  "Čo podľa Eleny pomáha rodinám vymaniť sa z chudoby?",
  "Ako reagovali Jakubovi kolegovia na to, že zostal doma s dvojčatami?",
  "Prečo Vasiľ zbiera piesne svojej babky? Čo sa stratí, keď zmizne jazyk?",
  "Akú radosť prináša dcéra celej rodine?",
  "V čom sa podľa Ji-woo líši pracovná kultúra v Soule a v Žiline?",
  "Čo dáva sestre Agáte silu pri sprevádzaní umierajúcich?",
  "Ako sa Jozef cíti, keď ho ľudia zdravia, a ako, keď ho nevidia?",
  "S akými stereotypmi sa Simona stretla v škole a v práci?",
  "Prečo Chinedu zostal a čo mu chýba z domova?",
  "Ako funguje beh s navádzačom a čo hovorí o dôvere?",
  "Čo by podľa predsedu komunity pomohlo moslimom v Bratislave?",
  "Prečo sa pred Romanom zatvárajú dvere, keď povie pravdu? Čo by mu pomohlo?",
  "Ako Lenka rozpoznala, že ide o šikanu, a komu sa zverila?",
  "Čo si Bat-Erdene priniesol z nomádskeho detstva do nového života?",
  "Aké bolo pre Veroniku vyrastať s nepočujúcimi rodičmi?",
  "Ako Filip zmieril svoju vieru a identitu?",
  "Prečo Helene tak veľmi záleží na škole?",
  "S akými úradnými prekážkami sa Yosvany a jeho manželka stretli?",
];
