import { categoryRoute } from "@/components/articles/category-route";

const route = categoryRoute("prompts");

export const metadata = route.metadata;
export default route.Page;
