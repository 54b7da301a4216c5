import { contentPageRoute } from "@/components/content/content-page-route";

const route = contentPageRoute("write-for-us");

export const generateMetadata = route.generateMetadata;
export default route.Page;
