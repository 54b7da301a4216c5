/**
 * A handful of demo reviews by demo accounts, written into the local emulators by `npm start`
 * so a newcomer sees reviews working (All reviews, the editors' queue). Only ever the emulators:
 * the Admin SDK is pointed at them here, and a production build refuses counts exported from
 * them (lib/directory/ratings.ts, demoRatingsProblem).
 */
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getFirestore, Timestamp } from "firebase-admin/firestore";

const people = [
  { uid: "demoAda", username: "demo_ada" },
  { uid: "demoBen", username: "demo_ben" },
  { uid: "demoCyd", username: "demo_cyd" },
] as const;

const demo: { tool: string; by: number; rating: number; title: string; body: string }[] = [
  {
    tool: "chatgpt",
    by: 0,
    rating: 5,
    title: "My everyday first draft",
    body: "I draft most emails and outlines with it, then edit by hand. Fast and rarely off topic.",
  },
  {
    tool: "chatgpt",
    by: 1,
    rating: 4,
    title: "Great, check the facts",
    body: "Very good at explaining code and summaries; it still invents a source now and then.",
  },
  {
    tool: "claude",
    by: 2,
    rating: 5,
    title: "Long documents",
    body: "Reads a 60-page contract and answers questions about it with the clause numbers.",
  },
  {
    tool: "midjourney",
    by: 0,
    rating: 4,
    title: "Beautiful, slow to learn",
    body: "The images are the best I have made, but the parameters took me a week to learn.",
  },
];

/** Writes the demo profiles and reviews into the Firestore emulator at `host` (idempotent). */
export async function seedDemoReviews(host: string, projectId: string): Promise<number> {
  process.env.FIRESTORE_EMULATOR_HOST = host;
  process.env.METADATA_SERVER_DETECTION ??= "none";
  const app = initializeApp({ projectId }, `demo-reviews-${Date.now()}`);
  try {
    const db = getFirestore(app);
    const batch = db.batch();
    for (const person of people)
      batch.set(db.collection("users").doc(person.uid), {
        username: person.username,
        createdAt: Timestamp.now(),
      });
    demo.forEach((review, index) => {
      const person = people[review.by]!;
      const at = Timestamp.fromMillis(Date.now() - (index + 1) * 86_400_000);
      batch.set(db.collection("reviews").doc(`${review.tool}__${person.uid}`), {
        tool: review.tool,
        uid: person.uid,
        username: person.username,
        rating: review.rating,
        title: review.title,
        body: review.body,
        status: "published",
        createdAt: at,
        updatedAt: at,
      });
    });
    await batch.commit();
    return demo.length;
  } finally {
    await deleteApp(app);
  }
}
