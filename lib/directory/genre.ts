/**
 * Genres are free text in the data, with the source's inconsistent casing and synonyms
 * (music / Music, chatbot / Chat / Chatbot). The raw text is kept; this gives the label
 * shown and filtered on.
 */
const synonyms: Record<string, string> = {
  chat: "Chatbot",
  chatbot: "Chatbot",
  chatbots: "Chatbot",
  "chat bot": "Chatbot",
  "ai chatbot": "Chatbot",
  "ai chat": "Chatbot",
  companions: "Companion",
  "ai companion": "Companion",
  videos: "Video",
  "video generator": "Video generation",
  "image generator": "Image generation",
  "text to speech": "Text-to-speech",
  tts: "Text-to-speech",
  nsfw: "NSFW",
};

/** A word that carries its own capitals (SEO, WordPress, LinkedIn) keeps them. */
function keepsCase(word: string): boolean {
  return /[A-Z]/.test(word.slice(1));
}

export function normaliseGenre(raw: string): string {
  const collapsed = raw.trim().replace(/\s+/g, " ");
  const synonym = synonyms[collapsed.toLowerCase()];
  if (synonym) return synonym;
  const words = collapsed.split(" ").map((word) => (keepsCase(word) ? word : word.toLowerCase()));
  const label = words.join(" ");
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/**
 * The genre most of a category's tools share, as a first guess for another tool there: the
 * commonest label among `genres` (one per tool, "" for a tool without one), when at least
 * two tools and at least half of them carry it; else "".
 */
export function prevailingGenre(genres: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const genre of genres) {
    if (genre.trim() === "") continue;
    const label = normaliseGenre(genre);
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  let best = { label: "", count: 0 };
  for (const [label, count] of counts) if (count > best.count) best = { label, count };
  return best.count >= 2 && best.count * 2 >= genres.length ? best.label : "";
}
