import { anchors } from "@/config/paths";
import { cn } from "@/lib/cn";
import barRack from "../illustrations/bar-rack.svg";
import facility from "../illustrations/facility.svg";
import plateStack from "../illustrations/plate-stack.svg";
import sawCut from "../illustrations/saw-cut.svg";
import tubeBundle from "../illustrations/tube-bundle.svg";
import { AnchoredSection } from "./section-heading";

const heading = {
  eyebrow: "Gallery",
  title: "Inside the shop",
  lead: "Racks, saws and docks: where your order is cut, tagged and shipped.",
};

/** Our own illustrations (features/landing/illustrations), each with its drawn size. */
const pictures = [
  {
    src: facility,
    width: 1200,
    height: 600,
    alt: "The Ingot Metals facility in Detroit at dusk, two loading docks lit and a trailer backed in",
    caption: "Our facility in Detroit, MI",
    wide: true,
  },
  {
    src: barRack,
    width: 800,
    height: 600,
    alt: "A rack of round and square bar stock with paint-coded ends and grade tags",
    caption: "Bar stock, paint-coded by grade",
  },
  {
    src: sawCut,
    width: 800,
    height: 600,
    alt: "A bandsaw cutting a round bar to a 12.000 in length",
    caption: "Saw cuts to your length",
  },
  {
    src: plateStack,
    width: 800,
    height: 600,
    alt: "A stack of aluminum plate with a heat-number traceability tag",
    caption: "Plate with heat-number tags",
  },
  {
    src: tubeBundle,
    width: 800,
    height: 600,
    alt: "Strapped bundles of square A500 and round A513 steel tube, end on",
    caption: "A500 and A513 tube",
  },
] as const;

/** Photo gallery (spec §2 item 10, #gallery): drawn, not photographed; lazy, sized, responsive. */
export function Gallery() {
  return (
    <AnchoredSection id={anchors.gallery} heading={heading}>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {pictures.map((picture) => (
          <li key={picture.caption} className={cn("wide" in picture && "sm:col-span-2")}>
            <figure
              className={cn(
                "relative overflow-hidden rounded-lg border border-border bg-[#11151a]",
                "wide" in picture ? "aspect-[2/1] lg:aspect-auto lg:h-full" : "aspect-[4/3]",
              )}
            >
              <img
                src={picture.src}
                width={picture.width}
                height={picture.height}
                alt={picture.alt}
                loading="lazy"
                decoding="async"
                className="absolute inset-0 h-full w-full object-cover"
              />
              <figcaption className="absolute bottom-3 left-3 rounded-md bg-black/70 px-2.5 py-1 text-white text-xs backdrop-blur-sm">
                {picture.caption}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </AnchoredSection>
  );
}
