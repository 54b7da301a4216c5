/** What the submit form loads on first use: the schema and the error helper, in one chunk. */
export { submissionSchema } from "./submission";
export { errorsFor, fieldErrors } from "./account";
