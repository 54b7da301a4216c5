import { contentPageRoute } from "@/components/content/content-page-route";

const route = contentPageRoute("terms-and-conditions");

export const generateMetadata = route.generateMetadata;
export default route.Page;
