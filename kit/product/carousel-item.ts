/** One slot of a product carousel: a fixed share of the row that snaps to the start. */
export const carouselItemClassName = 'w-[70%] shrink-0 snap-start xs:w-[45%] md:w-[calc((100%-3rem)/3)] xl:w-[calc((100%-4.5rem)/4)]';
