import { contentPageRoute } from "@/components/content/content-page-route";

const route = contentPageRoute("how-we-rank");

export const generateMetadata = route.generateMetadata;
export default route.Page;
