/** `npm run build`: exports the site to out/ and stamps it, so later runs know it is current. */
import "./lib/env";
import { build } from "./lib/build";

build();
