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
