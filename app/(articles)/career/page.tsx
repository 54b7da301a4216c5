import { categoryRoute } from "@/components/articles/category-route";

const route = categoryRoute("career");

export const metadata = route.metadata;
export default route.Page;
