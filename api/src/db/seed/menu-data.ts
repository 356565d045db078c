// The restaurant's menu, written for this project: "Nhà Hàng Sen", a Vietnamese kitchen. Prices in VND.
// Images are generated from this file by `npm run seed:images -w api` (scripts/generate-dish-images.ts).

export type CategorySeed = {
  slug: string;
  name: string;
  englishName: string;
  description: string;
  /** colour pair used by the generated illustration */
  palette: readonly [string, string];
  /** what the illustration draws */
  vessel: 'bowl' | 'plate' | 'baguette' | 'pot' | 'glass' | 'cup';
};

export type DishSeed = {
  slug: string;
  category: string;
  name: string;
  englishName: string;
  description: string;
  descriptionVi: string;
  price: number;
  spicyLevel?: 0 | 1 | 2 | 3;
  vegetarian?: boolean;
  available?: boolean;
};

export type ComboSeed = {
  slug: string;
  name: string;
  englishName: string;
  description: string;
  descriptionVi: string;
  price: number;
  serves: number;
  items: ReadonlyArray<readonly [dishSlug: string, quantity: number]>;
};

export const categories: readonly CategorySeed[] = [
  { slug: 'pho', name: 'Phở', englishName: 'Phở noodle soups', description: 'Slow-simmered broths with fresh rice noodles.', palette: ['#F4E1C1', '#B5651D'], vessel: 'bowl' },
  { slug: 'bun', name: 'Bún', englishName: 'Rice vermicelli', description: 'Vermicelli bowls, grilled meats and herbs.', palette: ['#FCEBD5', '#D9822B'], vessel: 'bowl' },
  { slug: 'com', name: 'Cơm', englishName: 'Rice plates', description: 'Broken rice and clay-pot classics.', palette: ['#FFF6E0', '#C0392B'], vessel: 'plate' },
  { slug: 'banh-mi', name: 'Bánh mì', englishName: 'Bánh mì', description: 'Crackling baguettes with Saigon fillings.', palette: ['#FBE3B8', '#A0522D'], vessel: 'baguette' },
  { slug: 'khai-vi', name: 'Khai vị', englishName: 'Starters', description: 'Rolls, pancakes and little bites to share.', palette: ['#E8F5E1', '#3F7D20'], vessel: 'plate' },
  { slug: 'mon-chay', name: 'Món chay', englishName: 'Vegetarian', description: 'Temple-style dishes without meat or fish.', palette: ['#E3F2E1', '#2E7D32'], vessel: 'plate' },
  { slug: 'lau', name: 'Lẩu', englishName: 'Hotpots', description: 'Bubbling pots to cook at the table.', palette: ['#FDE2DC', '#B23A1E'], vessel: 'pot' },
  { slug: 'trang-mieng', name: 'Tráng miệng', englishName: 'Desserts', description: 'Chè, flan and tropical fruit.', palette: ['#FCE4EC', '#AD1457'], vessel: 'cup' },
  { slug: 'do-uong', name: 'Đồ uống', englishName: 'Drinks', description: 'Phin coffee, teas and fresh juices.', palette: ['#EFE3D3', '#5D4037'], vessel: 'glass' },
];

export const dishes: readonly DishSeed[] = [
  // Phở
  { slug: 'pho-bo-tai', category: 'pho', name: 'Phở bò tái', englishName: 'Rare beef phở', description: 'Twelve-hour beef bone broth, rice noodles and thin slices of rare beef cooked by the broth at the table.', descriptionVi: 'Nước dùng xương bò ninh mười hai tiếng, bánh phở và thịt bò tái thái mỏng chín tới trong nước dùng.', price: 75000 },
  { slug: 'pho-bo-chin', category: 'pho', name: 'Phở bò chín', englishName: 'Well-done brisket phở', description: 'Tender simmered brisket over rice noodles in clear star-anise broth.', descriptionVi: 'Nạm bò chín mềm trên bánh phở, nước dùng trong thơm hồi quế.', price: 75000 },
  { slug: 'pho-dac-biet', category: 'pho', name: 'Phở đặc biệt', englishName: 'House special phở', description: 'Rare beef, brisket, tendon and beef balls: the full bowl.', descriptionVi: 'Đủ tái, nạm, gân và bò viên: tô phở đầy đặn nhất.', price: 95000 },
  { slug: 'pho-ga', category: 'pho', name: 'Phở gà', englishName: 'Chicken phở', description: 'Free-range chicken, ginger-scented broth, lime leaves and spring onion.', descriptionVi: 'Gà ta, nước dùng thơm gừng, lá chanh và hành lá.', price: 70000 },
  { slug: 'pho-cuon', category: 'pho', name: 'Phở cuốn', englishName: 'Phở rolls', description: 'Sheets of fresh phở rolled around stir-fried beef and herbs, with sweet fish-sauce dip.', descriptionVi: 'Bánh phở lá cuốn bò xào và rau thơm, chấm nước mắm chua ngọt.', price: 65000 },
  // Bún
  { slug: 'bun-cha-ha-noi', category: 'bun', name: 'Bún chả Hà Nội', englishName: 'Hanoi grilled pork with vermicelli', description: 'Charcoal-grilled pork patties and belly in warm dipping sauce, vermicelli and herbs.', descriptionVi: 'Chả viên và ba chỉ nướng than hoa trong nước chấm ấm, ăn kèm bún và rau sống.', price: 80000 },
  { slug: 'bun-bo-hue', category: 'bun', name: 'Bún bò Huế', englishName: 'Huế spicy beef noodle soup', description: 'Lemongrass and chilli broth with beef shank, pork hock and thick round noodles.', descriptionVi: 'Nước dùng sả ớt, bắp bò, giò heo và sợi bún to.', price: 85000, spicyLevel: 2 },
  { slug: 'bun-thit-nuong', category: 'bun', name: 'Bún thịt nướng', englishName: 'Grilled pork vermicelli bowl', description: 'Lemongrass pork, crushed peanuts, pickles and herbs over cold vermicelli.', descriptionVi: 'Thịt nướng sả, đậu phộng rang, đồ chua và rau thơm trên bún.', price: 75000 },
  { slug: 'bun-rieu-cua', category: 'bun', name: 'Bún riêu cua', englishName: 'Crab and tomato noodle soup', description: 'Freshwater crab paste, tomato broth, fried tofu and shrimp paste on the side.', descriptionVi: 'Riêu cua đồng, nước dùng cà chua, đậu phụ rán, mắm tôm ăn kèm.', price: 70000, spicyLevel: 1 },
  { slug: 'bun-cha-ca', category: 'bun', name: 'Bún chả cá Nha Trang', englishName: 'Nha Trang fish cake noodle soup', description: 'Springy fish cakes in a light broth with jellyfish and dill.', descriptionVi: 'Chả cá dai giòn trong nước dùng thanh, có sứa và thì là.', price: 75000 },
  // Cơm
  { slug: 'com-tam-suon', category: 'com', name: 'Cơm tấm sườn bì chả', englishName: 'Broken rice with pork chop', description: 'Grilled pork chop, shredded pork skin and steamed egg meatloaf on broken rice.', descriptionVi: 'Sườn nướng, bì và chả trứng trên cơm tấm, mỡ hành.', price: 85000 },
  { slug: 'com-ga-hoi-an', category: 'com', name: 'Cơm gà Hội An', englishName: 'Hội An chicken rice', description: 'Turmeric rice cooked in chicken stock, shredded chicken, papaya and Vietnamese mint.', descriptionVi: 'Cơm nấu nước gà nghệ, gà xé, gỏi đu đủ và rau răm.', price: 80000 },
  { slug: 'ca-kho-to', category: 'com', name: 'Cá kho tộ', englishName: 'Caramelised catfish in clay pot', description: 'Catfish braised in caramel, fish sauce and black pepper, served with rice.', descriptionVi: 'Cá basa kho nước màu, nước mắm và tiêu trong nồi đất, ăn với cơm.', price: 110000, spicyLevel: 1 },
  { slug: 'thit-kho-trung', category: 'com', name: 'Thịt kho trứng', englishName: 'Pork belly braised in coconut water', description: 'Pork belly and eggs slow-braised in coconut water, the Tết classic.', descriptionVi: 'Thịt ba chỉ và trứng kho nước dừa, món ngày Tết.', price: 95000 },
  { slug: 'com-chien-duong-chau', category: 'com', name: 'Cơm chiên Dương Châu', englishName: 'Yangzhou fried rice', description: 'Wok-fried rice with shrimp, Chinese sausage, egg and peas.', descriptionVi: 'Cơm chiên với tôm, lạp xưởng, trứng và đậu Hà Lan.', price: 75000 },
  // Bánh mì
  { slug: 'banh-mi-thit', category: 'banh-mi', name: 'Bánh mì thịt nguội', englishName: 'Cold-cut bánh mì', description: 'Pâté, house ham, pork floss, pickled carrot, cucumber and coriander.', descriptionVi: 'Pa tê, giò chả, ruốc, đồ chua, dưa leo và ngò.', price: 45000 },
  { slug: 'banh-mi-xiu-mai', category: 'banh-mi', name: 'Bánh mì xíu mại', englishName: 'Meatball bánh mì', description: 'Pork meatballs in tomato sauce, spooned into a crisp baguette.', descriptionVi: 'Xíu mại sốt cà chua kẹp trong ổ bánh mì giòn.', price: 45000 },
  { slug: 'banh-mi-ga-nuong', category: 'banh-mi', name: 'Bánh mì gà nướng', englishName: 'Grilled chicken bánh mì', description: 'Five-spice grilled chicken, chilli mayonnaise and pickles.', descriptionVi: 'Gà nướng ngũ vị, sốt mayonnaise ớt và đồ chua.', price: 50000, spicyLevel: 1 },
  { slug: 'banh-mi-chao', category: 'banh-mi', name: 'Bánh mì chảo', englishName: 'Sizzling pan bánh mì', description: 'Fried eggs, pâté, sausage and meatballs on a hot iron pan with bread to dip.', descriptionVi: 'Trứng ốp, pa tê, xúc xích và xíu mại trên chảo gang nóng, chấm bánh mì.', price: 70000 },
  { slug: 'banh-mi-chay', category: 'banh-mi', name: 'Bánh mì chay', englishName: 'Tofu and mushroom bánh mì', description: 'Lemongrass tofu, king oyster mushroom and vegan pâté.', descriptionVi: 'Đậu phụ xào sả, nấm đùi gà và pa tê chay.', price: 45000, vegetarian: true },
  // Khai vị
  { slug: 'goi-cuon', category: 'khai-vi', name: 'Gỏi cuốn tôm thịt', englishName: 'Fresh spring rolls', description: 'Prawn, pork and herbs in rice paper with peanut-hoisin dip (2 rolls).', descriptionVi: 'Tôm, thịt và rau thơm cuốn bánh tráng, chấm tương đậu phộng (2 cuốn).', price: 55000 },
  { slug: 'cha-gio', category: 'khai-vi', name: 'Chả giò', englishName: 'Crispy fried spring rolls', description: 'Pork, wood-ear mushroom and glass noodles, fried golden (4 rolls).', descriptionVi: 'Nhân thịt, mộc nhĩ và miến, chiên vàng giòn (4 cuốn).', price: 60000 },
  { slug: 'banh-xeo', category: 'khai-vi', name: 'Bánh xèo', englishName: 'Sizzling turmeric crêpe', description: 'Crisp rice-flour crêpe with prawns, pork and bean sprouts, wrapped in mustard leaves.', descriptionVi: 'Bánh xèo giòn nhân tôm, thịt, giá, cuốn lá cải.', price: 85000 },
  { slug: 'goi-ngo-sen', category: 'khai-vi', name: 'Gỏi ngó sen tôm thịt', englishName: 'Lotus stem salad', description: 'Lotus stems, prawns, pork, herbs and crushed peanuts in lime dressing.', descriptionVi: 'Ngó sen trộn tôm thịt, rau thơm và đậu phộng, nước trộn chua ngọt.', price: 90000, spicyLevel: 1 },
  { slug: 'cha-ca-la-vong', category: 'khai-vi', name: 'Chả cá Lã Vọng', englishName: 'Turmeric fish with dill', description: 'Snakehead fish in turmeric, sizzled with dill and spring onion, vermicelli and peanuts.', descriptionVi: 'Cá lăng ướp nghệ, đảo thì là và hành trên chảo nóng, ăn cùng bún và lạc.', price: 145000 },
  { slug: 'nem-nuong', category: 'khai-vi', name: 'Nem nướng Nha Trang', englishName: 'Grilled pork sausage rolls', description: 'Sweet-savoury grilled pork skewers to roll with rice paper and green banana.', descriptionVi: 'Nem nướng cuốn bánh tráng với chuối xanh, khế và rau sống.', price: 95000 },
  // Món chay
  { slug: 'dau-hu-sot-ca', category: 'mon-chay', name: 'Đậu hũ sốt cà chua', englishName: 'Tofu in tomato sauce', description: 'Fried tofu simmered in fresh tomato sauce with spring onion.', descriptionVi: 'Đậu hũ chiên sốt cà chua tươi và hành lá.', price: 60000, vegetarian: true },
  { slug: 'rau-muong-xao-toi', category: 'mon-chay', name: 'Rau muống xào tỏi', englishName: 'Morning glory with garlic', description: 'Water spinach flash-fried with plenty of garlic.', descriptionVi: 'Rau muống xào lửa lớn với nhiều tỏi.', price: 55000, vegetarian: true },
  { slug: 'pho-chay', category: 'mon-chay', name: 'Phở chay', englishName: 'Vegetable phở', description: 'Charred onion and daikon broth, tofu, mushrooms and bok choy.', descriptionVi: 'Nước dùng rau củ hành nướng, đậu hũ, nấm và cải thìa.', price: 70000, vegetarian: true },
  { slug: 'goi-cuon-chay', category: 'mon-chay', name: 'Gỏi cuốn chay', englishName: 'Vegetarian fresh rolls', description: 'Tofu, mango, herbs and vermicelli in rice paper with peanut dip.', descriptionVi: 'Đậu hũ, xoài, rau thơm và bún cuốn bánh tráng, chấm tương đậu phộng.', price: 50000, vegetarian: true },
  { slug: 'nam-kho-tieu', category: 'mon-chay', name: 'Nấm kho tiêu', englishName: 'Peppered braised mushrooms', description: 'Straw and shiitake mushrooms braised with black pepper and soy.', descriptionVi: 'Nấm rơm và nấm hương kho tiêu với nước tương.', price: 75000, vegetarian: true, spicyLevel: 1 },
  // Lẩu
  { slug: 'lau-thai-hai-san', category: 'lau', name: 'Lẩu Thái hải sản', englishName: 'Thai-style seafood hotpot', description: 'Tom yum broth with prawns, squid, clams and fish for 2-3.', descriptionVi: 'Nước lẩu chua cay với tôm, mực, nghêu và cá cho 2-3 người.', price: 350000, spicyLevel: 3 },
  { slug: 'lau-ga-la-e', category: 'lau', name: 'Lẩu gà lá é', englishName: 'Chicken hotpot with é leaves', description: 'Đà Lạt-style chicken hotpot perfumed with é basil leaves, for 2-3.', descriptionVi: 'Lẩu gà kiểu Đà Lạt thơm lá é, cho 2-3 người.', price: 320000, spicyLevel: 1 },
  { slug: 'lau-bo-nhung-giam', category: 'lau', name: 'Bò nhúng giấm', englishName: 'Beef in vinegar hotpot', description: 'Thin beef swished in coconut-vinegar broth, rolled with rice paper and herbs, for 2.', descriptionVi: 'Bò thái mỏng nhúng giấm dừa, cuốn bánh tráng và rau, cho 2 người.', price: 290000 },
  { slug: 'lau-nam-chay', category: 'lau', name: 'Lẩu nấm chay', englishName: 'Mushroom hotpot', description: 'Seven kinds of mushroom in a sweet vegetable broth, for 2-3.', descriptionVi: 'Bảy loại nấm trong nước dùng rau củ ngọt thanh, cho 2-3 người.', price: 260000, vegetarian: true },
  { slug: 'lau-mam', category: 'lau', name: 'Lẩu mắm miền Tây', englishName: 'Mekong fermented-fish hotpot', description: 'Deep, pungent broth with pork belly, prawns, eggplant and a basket of river greens.', descriptionVi: 'Nước lẩu mắm đậm đà với ba chỉ, tôm, cà tím và rổ rau miền Tây.', price: 340000, spicyLevel: 2 },
  // Tráng miệng
  { slug: 'che-ba-mau', category: 'trang-mieng', name: 'Chè ba màu', englishName: 'Three-colour dessert', description: 'Mung bean, red bean and pandan jelly under coconut milk and crushed ice.', descriptionVi: 'Đậu xanh, đậu đỏ và thạch lá dứa, nước cốt dừa và đá bào.', price: 35000, vegetarian: true },
  { slug: 'banh-flan', category: 'trang-mieng', name: 'Bánh flan cà phê', englishName: 'Coffee crème caramel', description: 'Silky caramel custard with a splash of phin coffee.', descriptionVi: 'Bánh flan mềm mịn chan chút cà phê phin.', price: 30000, vegetarian: true },
  { slug: 'che-chuoi', category: 'trang-mieng', name: 'Chè chuối', englishName: 'Banana and tapioca in coconut', description: 'Warm bananas, tapioca pearls and toasted sesame in coconut cream.', descriptionVi: 'Chuối, bột báng và mè rang trong nước cốt dừa ấm.', price: 35000, vegetarian: true },
  { slug: 'sua-chua-nep-cam', category: 'trang-mieng', name: 'Sữa chua nếp cẩm', englishName: 'Yoghurt with black sticky rice', description: 'House yoghurt over sweet purple sticky rice.', descriptionVi: 'Sữa chua nhà làm với nếp cẩm ngọt bùi.', price: 35000, vegetarian: true },
  { slug: 'trai-cay-theo-mua', category: 'trang-mieng', name: 'Trái cây theo mùa', englishName: 'Seasonal fruit plate', description: 'Mango, dragon fruit, pineapple and whatever the market has today.', descriptionVi: 'Xoài, thanh long, dứa và trái cây ngon nhất chợ hôm nay.', price: 60000, vegetarian: true },
  // Đồ uống
  { slug: 'ca-phe-sua-da', category: 'do-uong', name: 'Cà phê sữa đá', englishName: 'Iced coffee with condensed milk', description: 'Robusta dripped through a phin over condensed milk and ice.', descriptionVi: 'Cà phê robusta pha phin với sữa đặc và đá.', price: 35000, vegetarian: true },
  { slug: 'ca-phe-trung', category: 'do-uong', name: 'Cà phê trứng', englishName: 'Hanoi egg coffee', description: 'Whipped egg-yolk cream over strong hot coffee.', descriptionVi: 'Kem trứng đánh bông trên cà phê nóng đậm.', price: 45000, vegetarian: true },
  { slug: 'tra-da', category: 'do-uong', name: 'Trà đá', englishName: 'Iced green tea', description: 'Light iced jasmine green tea, refilled on request.', descriptionVi: 'Trà nhài đá, rót thêm miễn phí.', price: 10000, vegetarian: true },
  { slug: 'nuoc-mia', category: 'do-uong', name: 'Nước mía', englishName: 'Sugarcane juice', description: 'Fresh-pressed sugarcane with kumquat.', descriptionVi: 'Nước mía ép tươi với tắc.', price: 25000, vegetarian: true },
  { slug: 'sinh-to-bo', category: 'do-uong', name: 'Sinh tố bơ', englishName: 'Avocado smoothie', description: 'Creamy avocado blended with condensed milk.', descriptionVi: 'Bơ sáp xay với sữa đặc.', price: 45000, vegetarian: true },
  { slug: 'nuoc-dua', category: 'do-uong', name: 'Nước dừa tươi', englishName: 'Fresh coconut', description: 'Young Bến Tre coconut served whole.', descriptionVi: 'Dừa xiêm Bến Tre nguyên trái.', price: 40000, vegetarian: true, available: false },
];

export const combos: readonly ComboSeed[] = [
  { slug: 'combo-ha-noi', name: 'Combo Hà Nội', englishName: 'Hanoi set', description: 'A taste of the capital: phở, bún chả and egg coffee.', descriptionVi: 'Hương vị thủ đô: phở, bún chả và cà phê trứng.', price: 185000, serves: 2, items: [['pho-bo-tai', 1], ['bun-cha-ha-noi', 1], ['ca-phe-trung', 2]] },
  { slug: 'combo-sai-gon', name: 'Combo Sài Gòn', englishName: 'Saigon set', description: 'Broken rice, bánh mì and iced coffee, the southern way.', descriptionVi: 'Cơm tấm, bánh mì và cà phê sữa đá kiểu miền Nam.', price: 150000, serves: 2, items: [['com-tam-suon', 1], ['banh-mi-thit', 1], ['ca-phe-sua-da', 2]] },
  { slug: 'combo-khai-vi', name: 'Combo khai vị', englishName: 'Starter platter', description: 'Fresh rolls, fried rolls and bánh xèo to share.', descriptionVi: 'Gỏi cuốn, chả giò và bánh xèo để cùng chia.', price: 180000, serves: 3, items: [['goi-cuon', 1], ['cha-gio', 1], ['banh-xeo', 1]] },
  { slug: 'combo-chay', name: 'Combo chay', englishName: 'Vegetarian set', description: 'Vegetable phở, fresh rolls, morning glory and chè.', descriptionVi: 'Phở chay, gỏi cuốn chay, rau muống xào và chè.', price: 190000, serves: 2, items: [['pho-chay', 1], ['goi-cuon-chay', 1], ['rau-muong-xao-toi', 1], ['che-ba-mau', 2]] },
  { slug: 'combo-gia-dinh', name: 'Combo gia đình', englishName: 'Family dinner', description: 'Clay-pot fish, braised pork, greens and rice for four.', descriptionVi: 'Cá kho tộ, thịt kho trứng, rau xào và cơm cho bốn người.', price: 320000, serves: 4, items: [['ca-kho-to', 1], ['thit-kho-trung', 1], ['rau-muong-xao-toi', 1], ['cha-gio', 1], ['tra-da', 4]] },
  { slug: 'combo-lau', name: 'Combo lẩu hải sản', englishName: 'Seafood hotpot party', description: 'Seafood hotpot with spring rolls, fruit and sugarcane juice.', descriptionVi: 'Lẩu Thái hải sản kèm chả giò, trái cây và nước mía.', price: 480000, serves: 4, items: [['lau-thai-hai-san', 1], ['cha-gio', 1], ['trai-cay-theo-mua', 1], ['nuoc-mia', 4]] },
];
