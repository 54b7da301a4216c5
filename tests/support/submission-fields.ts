/**
 * The fields of one tool submission as the submit form stores them (status pending), without
 * its `submittedAt`: the rules tests seed it with a Firestore Timestamp, the unit tests with a
 * Date or a stand-in. One copy for every suite that needs a stored submission.
 */
export const submissionFields = {
  name: "Compass Writer",
  website: "https://compass-writer.example.com/app",
  category: "text",
  description: "Writes first drafts of long articles, newsletters and posts from a short outline.",
  pricing: "freemium",
  priceText: "",
  email: "maker@example.com",
  notes: "",
  status: "pending",
  uid: "alice",
} as const;
