/**
 * Who each demo story's cover portrays (the storyteller, or the person the story is about): the
 * initials drawn on the cover and a look for the stylised portrait. In catalogue.json order.
 */

export type Hair = "short" | "long" | "bun" | "ponytail" | "bob" | "curly" | "veil" | "shaved";

/** Skin tone, from light (0) to deep (3), for a portrait that looks like someone. */
export type Skin = 0 | 1 | 2 | 3;

export type Person = {
  name: string;
  initials: string;
  hair: Hair;
  skin: Skin;
  beard?: boolean;
  glasses?: boolean;
  grey?: boolean;
};

const p = (
  name: string,
  hair: Hair,
  skin: Skin,
  extra: Omit<Person, "name" | "initials" | "hair" | "skin"> = {},
  initials = name[0]!,
): Person => ({
  name,
  initials,
  hair,
  skin,
  ...extra,
});

export const people: Person[] = [
  p("Samir", "short", 2, { beard: true }),
  p("Gertrúda", "bun", 0, { grey: true, glasses: true }), // the grandmother whose diary is read
  p("Jana", "long", 0, { glasses: true }),
  p("Peter", "short", 0),
  p("Iveta", "ponytail", 2),
  p("Amina", "veil", 1),
  p("Mária", "bob", 0),
  p("Tomáš", "curly", 1),
  p("Ľubo", "short", 1, { beard: true }),
  p("Hugo", "shaved", 0, { grey: true, glasses: true }),
  p("Linh", "bob", 1), // a daughter of the Vietnamese community
  p("Adam", "short", 0),
  p("Ondrej", "short", 0, { glasses: true }), // the Lutheran pastor
  p("Lucia", "long", 1),
  p("Oksana", "ponytail", 0),
  p("Zuzana a Kristína", "long", 1, {}, "ZK"),
  p("Réka", "curly", 0),
  p("Silvia", "bun", 1),
  p("Marek", "short", 0, { glasses: true }),
  p("Dominika", "bob", 0),
  p("Judita", "bun", 1, { grey: true }), // who cooks her mother's recipes
  p("Ján", "curly", 2, { beard: true }),
  p("Anna", "bob", 0, { grey: true, glasses: true }),
  p("Farida", "long", 2),
  p("Michal", "short", 1, { beard: true }),
  p("Pavol", "shaved", 0),
  p("Elena", "bob", 1, { glasses: true }),
  p("Jakub", "short", 0, { beard: true }),
  p("Vasiľ", "short", 0, { glasses: true, grey: true }),
  p("Katarína", "ponytail", 0), // the mother of the girl with Down syndrome
  p("Ji-woo", "bob", 1, {}, "JW"),
  p("Agáta", "veil", 0),
  p("Jozef", "shaved", 1, { beard: true, grey: true }),
  p("Simona", "ponytail", 1, { glasses: true }),
  p("Chinedu", "shaved", 3),
  p("Henrieta", "ponytail", 0),
  p("Karim", "short", 2, { beard: true }), // the chairman of the Muslim community
  p("Roman", "shaved", 1),
  p("Lenka", "long", 0),
  p("Bat-Erdene", "short", 2, {}, "BE"),
  p("Veronika", "curly", 0),
  p("Filip", "short", 0),
  p("Helena", "bun", 2, { grey: true }),
  p("Yosvany", "curly", 3),
];
