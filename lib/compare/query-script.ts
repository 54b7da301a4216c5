/**
 * Run inline before the comparison renders, when the address names tools (?tools=a,b,c):
 * - marks the page, so CSS reserves the table's space before any script has loaded (CLS 0);
 * - asks at once for the data shards those tools live in (<link rel="preload" as="fetch">),
 *   so their download runs beside the page's scripts instead of after them, and the table can
 *   be drawn as soon as the page hydrates. fetchToolRecords' fetch() then takes the preloaded
 *   response (same URL, same-origin credentials).
 * The shard of a slug is records.ts' toolShard, written out again here in plain ES5 (tests
 * hold the two together); the page's script policy lists this script's hash, like every
 * inline script's.
 */
import { maxItemIdLength } from "@/lib/saved/items";
import { maxCompared } from "./tray";
import { toolShardCount } from "./records";

export const compareQueryScript = `(function(){var q=new URLSearchParams(location.search).get("tools");if(q===null)return;var d=document;d.documentElement.dataset.compareQuery="";var named={},seen={},n=0;q.split(",").forEach(function(s){s=s.trim().toLowerCase();if(n>=${maxCompared}||named[s]||s.length>${maxItemIdLength}||!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(s))return;named[s]=1;n++;var h=2166136261;for(var i=0;i<s.length;i++){h^=s.charCodeAt(i);h=Math.imul(h,16777619)>>>0}h%=${toolShardCount};if(seen[h])return;seen[h]=1;var l=d.createElement("link");l.rel="preload";l.as="fetch";l.crossOrigin="anonymous";l.href="/data/tools/"+(h<10?"0":"")+h+".json";d.head.appendChild(l)})})()`;
