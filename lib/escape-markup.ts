/** Text safe inside XML or HTML elements and quoted attributes: & < > " ' as numeric references. */
export function escapeMarkup(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
}
