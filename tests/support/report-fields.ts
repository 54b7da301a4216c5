/**
 * The fields of one report as the "Report a problem" dialog stores it (open, on ChatGPT's
 * price, by alice), without its `createdAt`: the rules tests write it with the server's time or
 * a Firestore Timestamp, the unit tests with a Date. One copy for every suite that needs one.
 */
export const reportFields = {
  kind: "tool",
  itemId: "chatgpt",
  itemName: "ChatGPT",
  problem: "price",
  note: "",
  status: "open",
  uid: "alice",
} as const;
