// Sample payments for the benchmarks, written straight into the wallet's IndexedDB as the records
// the wallet stores. Runs inside the page: `page.evaluate(seed, { count, spacing, varied })`.

/**
 * Adds `count` payments to the wallet's IndexedDB, one every `spacing` ms back from now. With
 * `varied`, they are of every kind the history filters by (transfers, bills, recharges, shops,
 * money in) and carry notes; otherwise all are transfers.
 */
export function seed({ count, spacing, varied = false }) {
  const kinds = [
    { kind: "upi", category: "transfer", type: "expense" },
    { kind: "bill", category: "bills", type: "expense" },
    { kind: "recharge", category: "recharge", type: "expense" },
    { kind: "upi", category: "shopping", type: "expense" },
    { kind: "add-money", category: "add-money", type: "income" },
  ];
  return new Promise((resolve, reject) => {
    const open = indexedDB.open("sangampay-wallet");
    open.onerror = () => reject(new Error(String(open.error)));
    open.onsuccess = async () => {
      const db = open.result;
      const newest = Date.now() - 60_000;
      const BATCH = 10_000;
      for (let start = 0; start < count; start += BATCH) {
        await new Promise((done, fail) => {
          const tx = db.transaction("entries", "readwrite");
          const store = tx.objectStore("entries");
          for (let i = start; i < Math.min(count, start + BATCH); i += 1) {
            const at = newest - i * spacing;
            const id = `BENCH${String(i).padStart(7, "0")}`;
            const { kind, category, type } = varied ? kinds[i % kinds.length] : kinds[0];
            const minor = (100 + (i % 900)) * 100;
            store.put({
              id,
              at,
              kind,
              entry: {
                id,
                name: `Payee ${i % 50}`,
                amount: { minor: type === "expense" ? -minor : minor, currency: "INR" },
                type,
                category,
                date: new Date(at).toISOString(),
                status: "Completed",
                kind,
                recipient: `payee${i % 50}@upi`,
                method: kind === "add-money" ? "bank" : "wallet",
                ...(varied && i % 7 === 0 ? { note: `Order ${i}` } : {}),
              },
            });
          }
          tx.oncomplete = () => done(undefined);
          tx.onerror = () => fail(new Error(String(tx.error)));
        });
      }
      db.close();
      resolve(undefined);
    };
  });
}
