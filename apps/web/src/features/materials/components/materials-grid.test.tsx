import { QueryClientProvider } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { stubNetwork } from "../../../../test/network";
import { renderWithApp } from "../../../../test/render";
import { MaterialsGrid } from "./materials-grid";

const cardNames = () =>
  screen
    .getAllByTestId("material-card")
    .map((card) => within(card).getByRole("heading", { level: 3 }).textContent);

describe("the materials grid", () => {
  it("names every material and grade before GET /v2/materials answers", () => {
    stubNetwork({ "GET /v2/materials": () => new Promise<Response>(() => {}) });
    renderWithApp(<MaterialsGrid />);
    // The seven cards of the catalogue, in the spec's order, under the names the API lists.
    const names = cardNames();
    expect(names).toHaveLength(7);
    expect([names[0], names[4], names[6]]).toEqual([
      "5000 Series Aluminum",
      "P20 Tool Steel",
      "A513 Mechanical Steel Tube",
    ]);
    const first = screen.getAllByTestId("material-card")[0];
    expect(first?.textContent).toContain("5052-H32");
    expect(first?.textContent).toContain("5083-H321");
  });

  it("is in the HTML a render to a string makes, as the build's prerender does (issue #19)", () => {
    const html = renderToString(
      <QueryClientProvider client={createQueryClient()}>
        <MaterialsGrid />
      </QueryClientProvider>,
    );
    expect(html).toContain("5052-H32");
    expect(html).toContain("A513 Mechanical Steel Tube");
  });

  it("then shows what the API lists: a material it leaves out (disabled by an admin) goes", async () => {
    stubNetwork({
      "GET /v2/materials": () =>
        Response.json({
          status: "success",
          data: {
            materials: [
              {
                code: "6061-t651",
                name: "6061-T651",
                category: "aluminum",
                grades: ["6061-T651"],
                forms: ["Plate"],
              },
            ],
          },
        }),
    });
    renderWithApp(<MaterialsGrid />);
    await waitFor(() => expect(cardNames()).toEqual(["6061-T651"]));
    expect(screen.queryByText("5052-H32")).toBeNull();
  });
});
