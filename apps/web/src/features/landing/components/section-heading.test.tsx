import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AnchoredSection, SectionHeading } from "./section-heading";

describe("AnchoredSection", () => {
  it("opens with its heading, whose title labels the section and takes the anchor's title id", () => {
    render(
      <AnchoredSection id="why" heading={{ eyebrow: "Why Ingot", title: "Fast", lead: "Minutes." }}>
        <p>Reasons</p>
      </AnchoredSection>,
    );
    const section = screen.getByRole("region", { name: "Fast" });
    expect(section.id).toBe("why");
    expect(screen.getByRole("heading", { level: 2, name: "Fast" }).id).toBe("why-title");
    expect(section.textContent).toBe("Why IngotFastMinutes.Reasons");
  });

  it("is labelled by a SectionHeading placed deeper in its content", () => {
    render(
      <AnchoredSection id="mission" className="grid">
        <div>
          <SectionHeading eyebrow="Mission" title="Precise" />
        </div>
      </AnchoredSection>,
    );
    expect(screen.getByRole("region", { name: "Precise" }).id).toBe("mission");
    expect(screen.getByRole("heading", { name: "Precise" }).id).toBe("mission-title");
  });

  it("leaves a SectionHeading outside any section to its own id", () => {
    render(<SectionHeading id="products-title" eyebrow="Catalogue" title="Materials" />);
    expect(screen.getByRole("heading", { name: "Materials" }).id).toBe("products-title");
  });
});
