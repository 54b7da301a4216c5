import { contentPageRoute } from "@/components/content/content-page-route";

const route = contentPageRoute("privacy-policy");

export const generateMetadata = route.generateMetadata;
export default route.Page;
