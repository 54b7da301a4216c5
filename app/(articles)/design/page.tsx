import { categoryRoute } from "@/components/articles/category-route";

const route = categoryRoute("design");

export const metadata = route.metadata;
export default route.Page;
