import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import { operationRoute } from "../../operationRoute";
import { type BusinessIdOf, businessGuards, businessOf } from "../business/access";
import { businessOfRow, found, removeRow } from "./catalogRows";
import {
  categoriesOf,
  categoryById,
  productById,
  productsOf,
  removeProduct,
  saveCategory,
  saveProduct,
} from "./products";

const byCategory: BusinessIdOf<{ Params: { categoryId: number } }> = (req, ctx) =>
  businessOfRow(ctx.db, "catalog_categories", req.params.categoryId);
const byProduct: BusinessIdOf<{ Params: { productId: number } }> = (req, ctx) =>
  businessOfRow(ctx.db, "catalog_products", req.params.productId);

/**
 * Registers products and their categories (contract tag `catalog`, v3 opage_products and opage_categories).
 * @example registerProductRoutes(app, ctx);
 */
export function registerProductRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const now = () => Math.floor(ctx.now() / 1000);
  const db = ctx.db;

  operationRoute(app, "listProductCategories", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => categoriesOf(db, businessOf(req).businessId),
  });
  operationRoute(app, "createProductCategory", {
    preHandler: businessGuards(ctx, "post"),
    handler: async (req, reply) => {
      const id = await saveCategory(db, businessOf(req).businessId, null, req.body.name, now());
      return reply.status(201).send(await found(categoryById(db, id)));
    },
  });
  operationRoute(app, "getProductCategory", {
    preHandler: businessGuards(ctx, "get", byCategory),
    handler: async (req) => found(categoryById(db, req.params.categoryId)),
  });
  operationRoute(app, "updateProductCategory", {
    preHandler: businessGuards(ctx, "put", byCategory),
    handler: async (req) => {
      await saveCategory(db, businessOf(req).businessId, req.params.categoryId, req.body.name, now());
      return found(categoryById(db, req.params.categoryId));
    },
  });
  operationRoute(app, "removeProductCategory", {
    preHandler: businessGuards(ctx, "delete", byCategory),
    handler: async (req) => removeRow(db, "catalog_categories", req.params.categoryId),
  });

  operationRoute(app, "listProducts", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => productsOf(db, businessOf(req).businessId),
  });
  operationRoute(app, "createProduct", {
    preHandler: businessGuards(ctx, "post"),
    handler: async (req, reply) => {
      const id = await saveProduct(db, businessOf(req).businessId, null, req.body, now());
      return reply.status(201).send(await found(productById(db, id)));
    },
  });
  operationRoute(app, "getProduct", {
    preHandler: businessGuards(ctx, "get", byProduct),
    handler: async (req) => found(productById(db, req.params.productId)),
  });
  operationRoute(app, "updateProduct", {
    preHandler: businessGuards(ctx, "put", byProduct),
    handler: async (req) => {
      await saveProduct(db, businessOf(req).businessId, req.params.productId, req.body, now());
      return found(productById(db, req.params.productId));
    },
  });
  operationRoute(app, "removeProduct", {
    preHandler: businessGuards(ctx, "delete", byProduct),
    handler: async (req) => db.transaction((tx) => removeProduct(tx, businessOf(req).businessId, req.params.productId)),
  });
}
