import type { FilterInput } from "../filters/decide.ts";
import type { LanguageInput } from "../languages/decide.ts";
import type { ReferenceInput } from "../references/decide.ts";
import type { ThemeInput } from "../themes/decide.ts";

/**
 * The demo catalogue: invented but realistic content for a fresh installation and the browser
 * tests. Media files live in demo/ at the repository root (served under /demo/).
 */

export const demoThemes: ThemeInput[] = [
  { name: "Migrácia", nameEn: "Migration", nameCz: "Migrace", nameEs: "Migración" },
  { name: "Zdravotné znevýhodnenie", nameEn: "Disability", nameCz: "Zdravotní postižení", nameEs: "Discapacidad" },
  { name: "Národnostné menšiny", nameEn: "National minorities", nameCz: "Národnostní menšiny", nameEs: "Minorías nacionales" },
  { name: "Viera a náboženstvo", nameEn: "Faith and religion", nameCz: "Víra a náboženství", nameEs: "Fe y religión" },
  { name: "Chudoba a sociálne vylúčenie", nameEn: "Poverty and social exclusion", nameCz: "Chudoba a sociální vyloučení", nameEs: "Pobreza y exclusión social" },
  { name: "Rodová rovnosť a identita", nameEn: "Gender equality and identity", nameCz: "Genderová rovnost a identita", nameEs: "Igualdad de género e identidad" },
].map((names, i) => ({ ...names, svgPath: `/demo/themes/theme-${i + 1}.svg` }));

/** Subtitle languages (preselected for visitors of that language) and school levels. */
export const demoFilters: FilterInput[] = [
  { name: "Slovenské titulky", nameEn: "Slovak subtitles", nameCz: "Slovenské titulky", nameEs: "Subtítulos en eslovaco", languageFlag: "sk" },
  { name: "České titulky", nameEn: "Czech subtitles", nameCz: "České titulky", nameEs: "Subtítulos en checo", languageFlag: "cz" },
  { name: "Anglické titulky", nameEn: "English subtitles", nameCz: "Anglické titulky", nameEs: "Subtítulos en inglés", languageFlag: "en" },
  { name: "Španielske titulky", nameEn: "Spanish subtitles", nameCz: "Španělské titulky", nameEs: "Subtítulos en español", languageFlag: "es" },
  { name: "Pre základné školy", nameEn: "For primary schools", nameCz: "Pro základní školy", nameEs: "Para escuelas primarias", languageFlag: null },
  { name: "Pre stredné školy", nameEn: "For secondary schools", nameCz: "Pro střední školy", nameEs: "Para escuelas secundarias", languageFlag: null },
];

export const demoLanguages: LanguageInput[] = [
  { name: "slovenčina", nameEn: "Slovak", nameCz: "slovenština", nameEs: "eslovaco", abbreviation: "SK", languageFlag: "sk" },
  { name: "čeština", nameEn: "Czech", nameCz: "čeština", nameEs: "checo", abbreviation: "CZ", languageFlag: "cz" },
  { name: "angličtina", nameEn: "English", nameCz: "angličtina", nameEs: "inglés", abbreviation: "EN", languageFlag: "en" },
  { name: "španielčina", nameEn: "Spanish", nameCz: "španělština", nameEs: "español", abbreviation: "ES", languageFlag: "es" },
];

/** At least four a language, so the carousel needs its arrows at three columns. */
export const demoReferences: ReferenceInput[] = [
  { languageFlag: "sk", name: "Mgr. Jana Kováčová", title: "učiteľka etickej výchovy, ZŠ Hradná, Bratislava", text: "Žiaci po rozhovore so živou knihou ešte týždeň diskutovali. Takú hodinu som za dvadsať rokov nezažila." },
  { languageFlag: "sk", name: "Peter Horváth", title: "riaditeľ Gymnázia v Michalovciach", text: "Metodiky sú pripravené tak, že ich zvládne aj kolega, ktorý s témou menšín nikdy nepracoval." },
  { languageFlag: "sk", name: "Lucia Benková", title: "študentka, Stredná odborná škola v Žiline", text: "Nečakala som, že ma príbeh úplne cudzieho človeka tak chytí. Pomohlo mi to pochopiť vlastného spolužiaka." },
  { languageFlag: "sk", name: "Mária Tóthová", title: "knihovníčka, Mestská knižnica Komárno", text: "Videá púšťame na besedách pre seniorov aj pre deti. Vždy sa rozprúdi rozhovor." },
  { languageFlag: "sk", name: "Ing. Tomáš Šimko", title: "personalista, Nadácia Pontis", text: "Pre náš firemný tím to bol najsilnejší workshop o rozmanitosti, aký sme mali." },
  { languageFlag: "cz", name: "Mgr. Eva Dvořáková", title: "učitelka občanské výchovy, ZŠ Brno-Líšeň", text: "Děti se ptaly otázky, které by si v běžné hodině nikdy netroufly položit." },
  { languageFlag: "cz", name: "Jan Novotný", title: "metodik prevence, Praha 6", text: "Živé příběhy fungují lépe než jakákoli přednáška o toleranci." },
  { languageFlag: "cz", name: "Petra Svobodová", title: "sociální pracovnice, Ostrava", text: "Využíváme videa při práci s mládeží. Materiály jsou srozumitelné a praktické." },
  { languageFlag: "cz", name: "Martin Král", title: "ředitel gymnázia, Olomouc", text: "Předplatné se škole vyplatilo už po prvním pololetí." },
  { languageFlag: "en", name: "Sarah Mitchell", title: "Teacher of Citizenship, Leeds", text: "My students were moved by the stories and asked to watch more at home." },
  { languageFlag: "en", name: "David O'Connor", title: "Youth worker, Dublin", text: "The methodology guides made it easy to run a session with a group I had just met." },
  { languageFlag: "en", name: "Anna Keller", title: "Diversity officer, Vienna", text: "A rare resource that lets people speak for themselves instead of being spoken about." },
  { languageFlag: "en", name: "James Turner", title: "Head of Humanities, Brighton", text: "Short, honest and well made. The subtitles allow us to use it with international classes." },
  { languageFlag: "es", name: "María González", title: "Profesora de ética, Valencia", text: "Los alumnos conectaron con las historias de inmediato. Una herramienta excelente." },
  { languageFlag: "es", name: "Javier Ruiz", title: "Educador social, Sevilla", text: "Las guías metodológicas son claras y fáciles de adaptar a cada grupo." },
  { languageFlag: "es", name: "Lucía Fernández", title: "Bibliotecaria, Zaragoza", text: "Organizamos coloquios con los vídeos y la participación fue enorme." },
  { languageFlag: "es", name: "Carlos Martín", title: "Director de instituto, Madrid", text: "Una forma respetuosa y cercana de hablar de la diversidad en el aula." },
];

export type DemoStory = {
  title: string;
  subtitle: string;
  about: string;
  /** 1-based positions in demoThemes. */
  themes: number[];
  tags: string[];
};

export const demoStories: DemoStory[] = [
  { title: "Živá kniha: Cesta z Aleppa", subtitle: "Samir utiekol pred vojnou v Sýrii a dnes varí v Bratislave", about: "Rozpráva o ceste cez Turecko a Balkán, o prvých mesiacoch v azylovom zariadení a o reštaurácii, ktorú si otvoril so slovenským priateľom.", themes: [1], tags: ["utečenci", "Sýria"] },
  { title: "Živá pamäť mojej babky", subtitle: "Spomienky na odsun nemeckých rodín zo Spiša", about: "Vnučka číta z denníka svojej babky a hľadá miesta, kde jej rodina žila pred rokom 1945.", themes: [3, 1], tags: ["história", "karpatskí Nemci"] },
  { title: "Nevidím, ale vnímam", subtitle: "Jana je nevidiaca učiteľka hudby", about: "Ukazuje, ako sa orientuje v meste, ako pripravuje hodiny a prečo ju najviac unavujú dobre mienené rady.", themes: [2], tags: ["nevidiaci", "hudba"] },
  { title: "Na vozíku cez Himaláje", subtitle: "Peter stratil po úraze schopnosť chodiť, cestovať neprestal", about: "Opisuje rehabilitáciu, návrat do práce a expedíciu do Nepálu, ktorú zorganizoval s priateľmi.", themes: [2], tags: ["vozíčkari", "cestovanie"] },
  { title: "Som Rómka a som lekárka", subtitle: "Príbeh Ivety z osady pri Kežmarku", about: "Hovorí o tom, ako sa učila pri sviečke, o predsudkoch na fakulte a o pacientoch, ktorí ju dnes vyhľadávajú.", themes: [3, 5], tags: ["Rómovia", "vzdelanie"] },
  { title: "Viera bez hraníc", subtitle: "Moslimka Amina o živote na Slovensku", about: "Amina nosí šatku, pracuje v banke a vysvetľuje, čo pre ňu znamená pôst počas ramadánu.", themes: [4, 1], tags: ["islam", "ženy"] },
  { title: "Keď sa zatvoria dvere", subtitle: "Mária prežila domáce násilie", about: "Opisuje roky strachu, pomoc krízového centra a nový začiatok so svojimi deťmi.", themes: [6, 5], tags: ["násilie", "ženy"] },
  { title: "Nepočujúci raper", subtitle: "Tomáš tvorí hudbu vo vlastnom rytme", about: "Vnímanie rytmu cez vibrácie, posunkový jazyk na koncertoch a cesta k prvému albumu.", themes: [2], tags: ["nepočujúci", "hudba"] },
  { title: "Z ulice späť domov", subtitle: "Ľubo prežil šesť rokov bez domova", about: "Hovorí o zime na stanici, o závislosti, z ktorej sa dostal, a o sociálnej pracovníčke, ktorá to s ním nevzdala.", themes: [5], tags: ["bezdomovectvo", "závislosť"] },
  { title: "Život po transporte", subtitle: "Spomienky pána Huga, ktorý prežil holokaust", about: "Deväťdesiatročný pamätník rozpráva o detstve v Nitre, o deportácii a o tom, prečo dnes chodí do škôl.", themes: [4, 3], tags: ["holokaust", "história"] },
  { title: "Dve vlasti, jedno srdce", subtitle: "Vietnamská komunita v Košiciach", about: "Druhá generácia vietnamských rodín medzi rodičovským obchodom, slovenskou školou a vlastnými snami.", themes: [1, 3], tags: ["Vietnamci", "rodina"] },
  { title: "Moja cesta k sebe", subtitle: "Adam o hľadaní vlastnej identity", about: "Transrodový muž opisuje detstvo, coming out pred rodičmi a úradné prekážky, s ktorými zápasí.", themes: [6], tags: ["LGBTI", "identita"] },
  { title: "Farár, ktorý počúva", subtitle: "Evanjelický kňaz o dialógu medzi vierami", about: "Prečo pozýva do kostola rabína aj imáma a čo ho naučili ľudia, ktorí neveria.", themes: [4], tags: ["dialóg", "kresťanstvo"] },
  { title: "Autizmus nie je choroba", subtitle: "Lucia a jej syn Matej", about: "Mama chlapca s autizmom o diagnóze, o hľadaní školy a o tom, čo jej pomohlo najviac.", themes: [2], tags: ["autizmus", "rodina"] },
  { title: "Ukrajinka v Prešove", subtitle: "Oksana a jej deti našli nový domov", about: "Prvé dni po príchode v roku 2022, učenie sa jazyka a návrat k práci zdravotnej sestry.", themes: [1], tags: ["utečenci", "Ukrajina"] },
  { title: "Sestry z detského domova", subtitle: "Zuzana a Kristína vyrastali v ústavnej starostlivosti", about: "Dve sestry o dospievaní bez rodičov, o vychovávateľkách, na ktoré nezabudnú, a o prvom vlastnom byte.", themes: [5], tags: ["detský domov", "rodina"] },
  { title: "Maďarsky doma, slovensky v škole", subtitle: "Réka o živote na južnom Slovensku", about: "Ako sa žije medzi dvoma jazykmi a prečo je na obidva hrdá.", themes: [3], tags: ["Maďari", "jazyk"] },
  { title: "Žena v montérkach", subtitle: "Prvá zváračka v lodenici v Komárne", about: "Silvia o posmeškoch na začiatku, o rešpekte, ktorý si vybojovala, a o dievčatách, ktoré dnes učí.", themes: [6], tags: ["ženy", "práca"] },
  { title: "Schizofrénia a ja", subtitle: "Marek o duševnom zdraví bez predsudkov", about: "Prvé príznaky na vysokej škole, hospitalizácia a život s liečbou, ktorá funguje.", themes: [2], tags: ["duševné zdravie"] },
  { title: "Návrat z Anglicka", subtitle: "Prečo sa Dominika vrátila pracovať na východ", about: "Desať rokov v Manchestri, návrat domov a malá firma, ktorá zamestnáva ľudí z regiónu.", themes: [1, 5], tags: ["práca v zahraničí", "región"] },
  { title: "Židovská kuchyňa mojej mamy", subtitle: "Recepty a príbehy z bratislavskej Židovskej ulice", about: "Pri varení šóletu spomína na mamu, na zbúranú podhradskú štvrť a na sviatky, ktoré sa slávili potajomky.", themes: [4, 3], tags: ["judaizmus", "história"] },
  { title: "Živá voda", subtitle: "Rómsky hudobník Ján o hudbe, ktorá spája", about: "Primáš z Gemera o rodinnej kapele, o koncertoch v zahraničí a o deťoch, ktoré učí hrať.", themes: [3], tags: ["Rómovia", "hudba"] },
  { title: "Šesťdesiat rokov v jednom dome", subtitle: "Anna o samote a susedstve", about: "Dôchodkyňa z Trnavy o tom, ako sa zmenila jej ulica a ako jej susedia pomohli prekonať samotu.", themes: [5], tags: ["seniori", "susedstvo"] },
  { title: "Útek z Kábulu", subtitle: "Tlmočníčka Farida o noci, keď padlo mesto", about: "Pracovala pre medzinárodné organizácie, a preto musela odísť. Dnes študuje v Bratislave.", themes: [1, 6], tags: ["utečenci", "Afganistan", "ženy"] },
  { title: "Na kolesách do práce", subtitle: "Ako Michal zmenil prístupnosť svojho mesta", about: "Mapoval bariéry na úradoch a v doprave a presvedčil radnicu, aby ich odstránila.", themes: [2], tags: ["vozíčkari", "prístupnosť"] },
  { title: "Budhista z Liptova", subtitle: "Cesta Pavla k meditácii", about: "Bývalý hokejista o kríze, ktorá ho priviedla k budhizmu, a o tom, ako reaguje jeho obec.", themes: [4], tags: ["budhizmus"] },
  { title: "Chudoba sa dedí, ak ju nezastavíme", subtitle: "Sociálna pracovníčka Elena z Rimavskej Soboty", about: "Dvadsať rokov terénnej práce, rodiny, ktorým sa podarilo vymaniť, a tie, ktoré stále čakajú.", themes: [5], tags: ["chudoba", "sociálna práca"] },
  { title: "Otec na materskej", subtitle: "Jakub zostal doma s dvojčatami", about: "Ako reagovali kolegovia, čo ho prekvapilo na ihrisku a prečo by to urobil znova.", themes: [6], tags: ["rodina", "otcovia"] },
  { title: "Rusínske korene", subtitle: "Vasiľ o jazyku, ktorý takmer zmizol", about: "Učiteľ z Medzilaboriec zbiera piesne svojej babky a učí deti rusínsky.", themes: [3], tags: ["Rusíni", "jazyk"] },
  { title: "Tichý svet mojej dcéry", subtitle: "Mama dievčatka s Downovým syndrómom", about: "O pôrode, o prvých terapiách a o radosti, ktorú dcéra prináša celej rodine.", themes: [2], tags: ["Downov syndróm", "rodina"] },
  { title: "Kórejčanka v Žiline", subtitle: "Ji-woo pracuje v automobilke a učí sa po slovensky", about: "Porovnáva pracovnú kultúru v Soule a v Žiline a opisuje, ako si našla priateľov.", themes: [1], tags: ["práca", "Kórea"] },
  { title: "Živá viera v ťažkých časoch", subtitle: "Rehoľná sestra Agáta o službe v hospici", about: "O sprevádzaní umierajúcich, o pochybnostiach a o tom, čo jej dáva silu.", themes: [4], tags: ["kresťanstvo", "hospic"] },
  { title: "Bez strechy, nie bez dôstojnosti", subtitle: "Jozef predáva pouličný časopis", about: "Každé ráno stojí pred tým istým obchodom. Rozpráva o ľuďoch, ktorí ho zdravia, aj o tých, ktorí ho nevidia.", themes: [5], tags: ["bezdomovectvo"] },
  { title: "Dievčatá v IT", subtitle: "Programátorka Simona o stereotypoch", about: "Jediná žena v ročníku, prvý pohovor a komunita, ktorú dnes vedie pre stredoškoláčky.", themes: [6], tags: ["ženy", "technológie"] },
  { title: "Afrika na Záhorí", subtitle: "Lekár z Nigérie Chinedu v malej obci", about: "Ako ho prijali pacienti, prečo zostal a čo mu chýba z domova.", themes: [1, 3], tags: ["práca", "Nigéria"] },
  { title: "Slepá bežkyňa", subtitle: "Paralympionička Henrieta o behu s navádzačom", about: "Beh na lane s navádzačom, súťaže vo svete a škola, kde rozpráva deťom o športe.", themes: [2], tags: ["šport", "nevidiaci"] },
  { title: "Modlitba bez mešity", subtitle: "Moslimská komunita v Bratislave hľadá miesto na modlitbu", about: "Predseda komunity o prenajatých miestnostiach, o susedoch a o tom, čo by pomohlo.", themes: [4], tags: ["islam"] },
  { title: "Po výkone trestu", subtitle: "Roman hľadá prácu a druhú šancu", about: "Osem rokov vo väzení, prepustenie a dvere, ktoré sa zatvárajú, keď povie pravdu.", themes: [5], tags: ["väzenie", "práca"] },
  { title: "Ako som prestala mlčať", subtitle: "Lenka o šikane v práci", about: "O tom, ako rozpoznala šikanu, komu sa zverila a čo poradí ostatným.", themes: [6], tags: ["šikana", "práca"] },
  { title: "Jurta pod Tatrami", subtitle: "Bat-Erdene z Mongolska a jeho rodina", about: "Pastier, ktorý sa stal kuchárom, o nomádskom detstve a o zimách, ktoré sú tu miernejšie.", themes: [1], tags: ["Mongolsko", "rodina"] },
  { title: "Živá reč rúk", subtitle: "Tlmočníčka posunkového jazyka Veronika", about: "Vyrastala s nepočujúcimi rodičmi a dnes tlmočí v televízii aj na úradoch.", themes: [2, 3], tags: ["nepočujúci", "jazyk"] },
  { title: "Kresťan a gej", subtitle: "Filip o zmierení viery a identity", about: "O rokoch tajomstva, o rozhovore s farárom a o spoločenstve, ktoré ho prijalo.", themes: [4, 6], tags: ["LGBTI", "kresťanstvo"] },
  { title: "Babka z osady", subtitle: "Helena vychovala jedenásť vnúčat", about: "O živote bez vody v dome, o škole, na ktorej jej záleží, a o vnučke, ktorá študuje právo.", themes: [3, 5], tags: ["Rómovia", "rodina"] },
  { title: "Z Kuby na Slovensko", subtitle: "Tanečník Yosvany o láske a byrokracii", about: "Stretol manželku na festivale v Havane. O víza a povolenie na pobyt bojovali tri roky.", themes: [1], tags: ["tanec", "Kuba"] },
];

/** Chapter titles for the highlights; each story gets 2 to 4 of them within its 30-second clip. */
export const demoHighlightTexts = ["Úvod a predstavenie", "Detstvo a rodina", "Zlomový okamih", "Čo by odkázal/a mladým"];
export const demoHighlightTimes = ["00:00:03", "00:00:11", "00:00:19", "00:00:26"];
