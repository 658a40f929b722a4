/** Two semifinals into a final: the smallest bracket whose results move a team on. */
export const SEMIS_AND_FINAL = {
  brackets: [
    {
      name: "Main",
      columns: [
        { header: "Semifinals", games: [1, 2] },
        { header: "Final", games: [3] },
      ],
    },
  ],
  connections: { 1: { win: "3.1", lose: "eliminated" }, 2: { win: "3.2", lose: "eliminated" }, 3: { win: "champion" } },
};
