import { describe, expect, it } from "vitest";
import {
  closestTasks,
  editDistance,
  findTasks,
  prepare,
  stem,
  type FinderEntry,
} from "@/lib/tasks/finder";

const index = prepare([
  [
    "transcribe-a-meeting",
    "Transcribe a meeting",
    12,
    "meeting transcription notes speech to text",
    "Get a written record of a call, with who said what.",
  ],
  [
    "remove-an-image-background",
    "Remove an image background",
    9,
    "bg remover background eraser cut out a photo",
  ],
  ["write-sql-from-a-question", "Write SQL from a question", 4, "text to sql query generator"],
  ["turn-a-blog-post-into-a-video", "Turn a blog post into a video", 5, "article to video blog"],
  [
    "summarize-a-meeting",
    "Summarize a meeting",
    7,
    "meeting summary recap a call",
    "Action items and decisions from a call, with who agreed to do what.",
  ],
  ["manage-a-to-do-list", "Manage a to-do list", 6, "todo task list checklist"],
] satisfies FinderEntry[]);

const first = (query: string) => findTasks(query, index)[0]?.id ?? null;

describe("the finder: a need in the visitor's own words to a task", () => {
  it.each([
    ["transcribe a meeting", "transcribe-a-meeting"],
    ["I want to transcribe my meetings", "transcribe-a-meeting"],
    ["transcribing meetings", "transcribe-a-meeting"],
    ["bg remover", "remove-an-image-background"],
    ["remove the background of a photo", "remove-an-image-background"],
    ["turn my blog post into a video", "turn-a-blog-post-into-a-video"],
    ["write sql querys", "write-sql-from-a-question"],
    ["sql quary generator", "write-sql-from-a-question"],
    ["transcr", "transcribe-a-meeting"],
    ["recap a call", "summarize-a-meeting"],
  ])("“%s” → %s (synonyms, plural and singular, typos, a word still being typed)", (query, id) => {
    expect(first(query)).toBe(id);
  });

  it.each([
    ["get rid of the bg on my pic", "remove-an-image-background"],
    ["get my zoom calls as text", "transcribe-a-meeting"],
    ["erase the background", "remove-an-image-background"],
  ])("reads everyday words “%s” as the tasks' words → %s", (query, id) => {
    expect(first(query)).toBe(id);
  });

  it("reads a question or a sentence by its meaningful words: “is there …”, pronouns, “I'm”", () => {
    expect(first("is there something that can recap my calls?")).toBe("summarize-a-meeting");
    expect(first("I'm looking for what transcribes meetings")).toBe("transcribe-a-meeting");
  });

  it("reads “to-do” as a list of tasks, though “to” and “do” alone carry no need", () => {
    expect(first("to-do app")).toBe("manage-a-to-do-list");
    expect(findTasks("to do", index)[0]?.id).toBe("manage-a-to-do-list");
  });

  it("matches a task's description when its phrases miss, below a task whose phrases match", () => {
    // "action items" and "decisions" are only in the summary's description.
    expect(first("action items and decisions")).toBe("summarize-a-meeting");
    // "written" is in the transcript's description, "record" too; a phrase's word still leads.
    expect(first("written record")).toBe("transcribe-a-meeting");
    expect(first("call recap")).toBe("summarize-a-meeting");
    // A description's word is not matched as a possible typo.
    expect(findTasks("decisons", index)).toEqual([]);
  });

  it("weighs a rare word above a common one: “meeting recap” is the summary, not the transcript", () => {
    expect(first("recap of the meeting")).toBe("summarize-a-meeting");
  });

  it("never answers with nothing when part of the need matches: the closest tasks", () => {
    expect(findTasks("transcribe a spaceship", index)).toEqual([]);
    expect(closestTasks("transcribe a spaceship", index)[0]?.id).toBe("transcribe-a-meeting");
    expect(closestTasks("knit a scarf", index)).toEqual([]);
  });

  it("needs every meaningful word to match, and ignores words that carry no need", () => {
    expect(findTasks("transcribe a spaceship", index)).toEqual([]);
    expect(findTasks("I want to", index)).toEqual([]);
    expect(findTasks("x", index)).toEqual([]);
  });

  it("breaks ties by how many tools do the task, and caps the list", () => {
    const meeting = findTasks("meeting", index).map((match) => match.id);
    expect(meeting.slice(0, 2)).toEqual(["transcribe-a-meeting", "summarize-a-meeting"]);
    expect(findTasks("a", index)).toEqual([]);
    expect(findTasks("meeting", index, 1)).toHaveLength(1);
  });
});

describe("the finder's word tools", () => {
  it("stems plural, -ing and -ed forms to the same word", () => {
    expect(stem("meetings")).toBe(stem("meeting"));
    expect(stem("transcribing")).toBe(stem("transcribe"));
    expect(stem("queries")).toBe(stem("query"));
    expect(stem("edited")).toBe(stem("edit"));
  });

  it("counts an adjacent swap as one edit and stops past the limit", () => {
    expect(editDistance("qeury", "query", 2)).toBe(1);
    expect(editDistance("kitten", "sitting", 1)).toBe(2);
  });
});
