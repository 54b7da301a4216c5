import { contentPageRoute } from "@/components/content/content-page-route";

const route = contentPageRoute("developers");

export const generateMetadata = route.generateMetadata;
export default route.Page;
