import { graphql } from "react-relay/hooks";

/**
 * What is shown of a theme, a filter and a language: the public selectors, the admin's lists and
 * the add and edit mutations select it alike. Each is spread unmasked (`@relay(mask: false)`), so
 * the components read plain fields and the text sent is what it would be written out; the admin's
 * lists and the mutations add the item's position (themeOrder, tagOrder, order) after it.
 */
graphql`
  fragment catalogueFields_theme on Theme {
    id
    name
    nameCz
    nameEn
    nameEs
    svgPath
  }
`;

graphql`
  fragment catalogueFields_filter on Filter {
    id
    name
    nameCz
    nameEn
    nameEs
    languageFlag
  }
`;

graphql`
  fragment catalogueFields_language on Language {
    id
    name
    nameCz
    nameEn
    nameEs
    abbreviation
    languageFlag
  }
`;
